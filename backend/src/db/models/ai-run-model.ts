import type { AiEngine, AiTool } from '#shared/schemas/ai-schemas.ts';
import { BaseModel } from '../base-model.ts';

/** One answer of an AI tool, kept for the member's history and, once saved, a project's 'Estimates'. */
export class AiRunRecord extends BaseModel {
  static override tableName = 'ai_runs';
  static override jsonAttributes = ['input', 'result'];

  declare id: number;
  declare userId: number;
  declare projectId: number | null;
  declare tool: AiTool;
  declare title: string;
  declare headline: string;
  declare engine: AiEngine;
  declare model: string | null;
  declare note: string | null;
  /** The validated request (the tool's request schema output). */
  declare input: unknown;
  /** The tool's result schema. */
  declare result: unknown;
}
