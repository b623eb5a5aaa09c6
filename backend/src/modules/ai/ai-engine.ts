import type { AiTool, AiToolAnswer, AiToolRequest, AiToolResult } from '#shared/schemas/ai-schemas.ts';

/**
 * The two engines behind the AI tools. The built-in engine (builtin/) is deterministic and always
 * answers; the model engine (model-engine.ts) asks an OpenAI-compatible model for the spec's fields,
 * grounded on the built-in engine's figures, and throws a ModelFailure when it cannot.
 */
export interface BuiltinEngine {
  run<T extends AiTool>(tool: T, input: AiToolRequest<T>, context?: BuiltinContext): AiToolResult<T>;
}

/** A row of a bill of materials as the member's spreadsheet has it (the columns found by their headers). */
export interface BomRow {
  reference: string | null;
  partNumber: string | null;
  description: string;
  /** Per unit built. */
  quantity: number;
}

/** A bill of materials read from a CSV or Excel file of the files module. */
export interface BomSheet {
  fileName: string;
  rows: BomRow[];
}

/** What the built-in engine needs beyond the request: files the request names, already read. */
export interface BuiltinContext {
  bom?: BomSheet;
}

/**
 * Reads the bill of materials a cost estimate names, as `userId` may read it (the files module's access
 * rules): a domain error (not found, or unreadable as a bill of materials) otherwise.
 */
export type BomLoader = (userId: number, fileId: number) => Promise<BomSheet>;

/** The public answer's fields the model wrote, and the result's fields it revised (a cost estimate's breakdown lines). */
export type ModelAnswer<T extends AiTool> = AiToolAnswer<T> & Partial<AiToolResult<T>>;

export interface ModelEngine {
  /** The model's name, as the answers report it. */
  readonly model: string;
  answer<T extends AiTool>(tool: T, input: AiToolRequest<T>, grounding: AiToolResult<T>): Promise<ModelAnswer<T>>;
}

export type ModelFailureKind = 'timeout' | 'refusal' | 'malformed' | 'unavailable';

/** Why the model gave no usable answer; the service falls back to the built-in engine and says so. */
export class ModelFailure extends Error {
  readonly kind: ModelFailureKind;
  constructor(kind: ModelFailureKind, detail: string) {
    super(detail);
    this.name = 'ModelFailure';
    this.kind = kind;
  }
}

/** The note shown above a result when the built-in engine stood in for the model. */
export function fallbackNote(kind: ModelFailureKind): string {
  const reason = {
    timeout: 'did not answer in time',
    refusal: 'declined to answer',
    malformed: 'gave an answer that could not be read',
    unavailable: 'could not be reached',
  }[kind];
  return `The AI model ${reason}, so these figures come from HardwareHub's built-in engineering cost model.`;
}
