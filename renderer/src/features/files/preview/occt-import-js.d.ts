/** occt-import-js ships no types: the part of its API the CAD worker uses (see its README; results are checked by occt-mesh.ts). */
declare module 'occt-import-js' {
  interface TessellationParams {
    linearUnit?: 'millimeter' | 'centimeter' | 'meter' | 'inch' | 'foot';
    linearDeflectionType?: 'bounding_box_ratio' | 'absolute_value';
    linearDeflection?: number;
    angularDeflection?: number;
  }
  export interface OcctModule {
    ReadStepFile(content: Uint8Array, params: TessellationParams | null): unknown;
    ReadIgesFile(content: Uint8Array, params: TessellationParams | null): unknown;
    ReadBrepFile(content: Uint8Array, params: TessellationParams | null): unknown;
  }
  export default function occtImport(overrides?: { locateFile?: (path: string, prefix: string) => string }): Promise<OcctModule>;
}
