import type { AiRun, AiTool, AiToolRequest, AiToolResult, AnswerMeta } from '#shared/schemas/ai-schemas.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import type { Project } from '#shared/schemas/project-schemas.ts';
import { formatArea, formatModelSize, formatVolume } from '../files/index.ts';
import type { CostValues, DesignValues, FeasibilityValues, QuickValues } from './ai-forms.tsx';

export interface FormValuesByTool {
  'design-recommendations': DesignValues;
  'manufacturing-feasibility': FeasibilityValues;
  'cost-estimation': CostValues;
  'quick-prototype-cost': QuickValues;
}

/** A result on screen: the answer with its meta, and the input it answered (the charts need the volume and method). */
export interface ShownResult<T extends AiTool> {
  tool: T;
  input: AiToolRequest<T>;
  response: AiToolResult<T> & AnswerMeta & { projectId: number | null };
}

/** The form values that asked a kept run, to show and edit it again. */
export function formValuesOfRun<T extends AiTool>(run: Extract<AiRun, { tool: T }>): FormValuesByTool[T] {
  const input = run.input as AiToolRequest<AiTool>;
  switch (run.tool) {
    case 'design-recommendations': {
      const design = input as AiToolRequest<'design-recommendations'>;
      return { specifications: design.specifications, projectContext: design.projectContext ?? '', constraints: design.constraints ?? '' } as FormValuesByTool[T];
    }
    case 'quick-prototype-cost':
      return { ...(input as AiToolRequest<'quick-prototype-cost'>) } as FormValuesByTool[T];
    default:
      return { ...(input as AiToolRequest<'manufacturing-feasibility' | 'cost-estimation'>) } as unknown as FormValuesByTool[T];
  }
}

/** A kept run as a result on screen. */
export function shownResultOfRun<T extends AiTool>(run: Extract<AiRun, { tool: T }>): ShownResult<T> {
  return {
    tool: run.tool as T,
    input: run.input as AiToolRequest<T>,
    response: { ...(run.result as object), engine: run.engine, model: run.model, note: run.note, runId: run.id, createdAt: run.createdAt, projectId: run.projectId } as ShownResult<T>['response'],
  };
}

const lines = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join('\n\n');

/**
 * Pre-fills a tool's form from one of the member's projects: what the project says goes into the
 * tool's main text (the member edits it before asking); numbers the project cannot tell stay as they were.
 */
export function prefillFromProject<T extends AiTool>(tool: T, project: Project, current: FormValuesByTool[T]): FormValuesByTool[T] {
  const about = lines(`${project.name}: ${project.description}`, project.requirements && `Requirements: ${project.requirements}`).slice(0, 5000);
  const context = [project.stage && `Stage: ${project.stage}`, project.tags.length > 0 && `Tags: ${project.tags.join(', ')}`].filter(Boolean).join('. ');
  const limits = [project.budget && `Budget: ${project.budget}`, project.timeline && `Timeline: ${project.timeline}`].filter(Boolean).join('. ');
  switch (tool) {
    case 'design-recommendations':
      return { ...(current as DesignValues), specifications: about, projectContext: context, constraints: limits } as FormValuesByTool[T];
    case 'manufacturing-feasibility':
      return { ...(current as FeasibilityValues), designDescription: about } as FormValuesByTool[T];
    case 'cost-estimation':
      return { ...(current as CostValues), designDetails: about } as FormValuesByTool[T];
    default:
      return { ...(current as QuickValues), productType: project.name.slice(0, 200), components: (project.requirements || project.description).slice(0, 2000) } as FormValuesByTool[T];
  }
}

/** The kinds of file the cost tool reads as a bill of materials. */
export const isBomKind = (kind: FileView['kind']) => kind === 'csv' || kind === 'xlsx';

/**
 * Pre-fills the cost form from one of the member's files. A CSV or Excel file is a bill of materials:
 * the board is estimated from its lines (PCB assembly on FR-4), and a short design text is given when
 * there is none. A 3D model gives its name and measurements in the design details (the member adds
 * material, features and tolerances), and the measurements themselves, sent with the request, when the
 * server has read them; materials, method and volume stay as they were. Either replaces the other.
 */
export function prefillFromFile(file: FileView, current: CostValues): CostValues {
  if (isBomKind(file.kind)) {
    const designDetails = current.designDetails.trim() ? current.designDetails : `Board from the bill of materials ${file.name}`.slice(0, 5000);
    return {
      ...current,
      designDetails,
      manufacturingMethod: 'pcb_assembly',
      materials: ['fr4'],
      bomFileId: file.id,
      bomFileName: file.name,
      geometry: undefined,
      sourceFileName: undefined,
    };
  }
  const geometry = file.geometry;
  const details = lines(
    `Part from the 3D model ${file.name}`,
    geometry &&
      [
        `Size: ${formatModelSize(geometry.boundingBoxMm)} (bounding box)`,
        geometry.volumeMm3 !== null && `Volume: ${formatVolume(geometry.volumeMm3)}`,
        `Surface area: ${formatArea(geometry.surfaceAreaMm2)}`,
      ]
        .filter(Boolean)
        .join('\n'),
  ).slice(0, 5000);
  const model = { ...current, designDetails: details, bomFileId: undefined, bomFileName: undefined };
  if (!geometry) return { ...model, geometry: undefined, sourceFileName: undefined };
  const { boundingBoxMm, volumeMm3, surfaceAreaMm2 } = geometry;
  return { ...model, geometry: { boundingBoxMm, volumeMm3, surfaceAreaMm2 }, sourceFileName: file.name };
}
