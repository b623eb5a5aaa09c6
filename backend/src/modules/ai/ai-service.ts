import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  AI_MESSAGES,
  AI_TOOL_SCHEMAS,
  aiRunSchema,
  type AiEngine,
  type AiRun,
  type AiRunSummary,
  type AiTool,
  type AiToolRequest,
  type AiToolResult,
  type AnswerMeta,
} from '#shared/schemas/ai-schemas.ts';
import type { AppDeps } from '../../app-context.ts';
import { forbidden, notFound, rateLimited } from '../../domain/domain-errors.ts';
import { consumeOrThrow, createLimiter } from '../../http/rate-limiters.ts';
import { Project } from '../../db/models/project-model.ts';
import type { User } from '../../db/models/user-model.ts';
import { fallbackNote, ModelFailure, type BomLoader, type BuiltinContext, type BuiltinEngine, type ModelEngine } from './ai-engine.ts';
import { AiRunRecord } from '../../db/models/ai-run-model.ts';
import { runHeadline, runTitle } from './ai-run-labels.ts';

export interface AiEngines {
  builtin: BuiltinEngine;
  /** Null when no model is configured (OPENAI_API_KEY / OPENAI_BASE_URL unset). */
  model: ModelEngine | null;
  /** Reads a cost estimate's bill of materials from the files module. */
  loadBom: BomLoader;
}

export interface AiAllowances {
  /** Calls per member per hour that reach the model. */
  modelCallsPerHour: number;
  /** Calls per member per hour answered by the built-in engine (each still stores a run). */
  builtinCallsPerHour: number;
}

/** How many runs the history keeps showing; older runs stay reachable from the projects they were saved to. */
const HISTORY_SIZE = 50;

export type AiAnswer<T extends AiTool> = AiToolResult<T> & AnswerMeta;

function tooManyAiCalls(allowance: number, onModel: boolean) {
  return (retryAfterMs: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
    const what = onModel ? 'AI model requests' : 'AI tool requests';
    return rateLimited(
      `You have used this hour's ${allowance} ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      Math.ceil(retryAfterMs / 1000),
    );
  };
}

/**
 * The AI tools' rules: which engine answers, the hourly allowance, and the kept runs. The built-in
 * engine always computes the figures; with a model configured they ground the model's answer, and
 * they are the answer (with a note saying why) whenever the model fails.
 */
export class AiService {
  private readonly deps: AppDeps;
  private readonly engines: AiEngines;
  private readonly allowances: AiAllowances;
  private readonly modelLimiter: RateLimiterAbstract;
  private readonly builtinLimiter: RateLimiterAbstract;

  constructor(deps: AppDeps, engines: AiEngines, allowances: AiAllowances) {
    this.deps = deps;
    this.engines = engines;
    this.allowances = allowances;
    this.modelLimiter = createLimiter(deps.redis, 'ai-model', allowances.modelCallsPerHour, 60 * 60);
    this.builtinLimiter = createLimiter(deps.redis, 'ai-builtin', allowances.builtinCallsPerHour, 60 * 60);
  }

  async run<T extends AiTool>(user: User, tool: T, input: AiToolRequest<T>): Promise<AiAnswer<T>> {
    const { model } = this.engines;
    const member = String(user.id);
    // Fallbacks count against the built-in allowance, so a member hammering a failing model is bounded by it.
    if (model) await this.refuseWhenBuiltinSpent(member);
    const limiter = model ? this.modelLimiter : this.builtinLimiter;
    const allowance = model ? this.allowances.modelCallsPerHour : this.allowances.builtinCallsPerHour;
    await consumeOrThrow(limiter, member, tooManyAiCalls(allowance, Boolean(model)));

    const context: BuiltinContext = {};
    const bomFileId = tool === 'cost-estimation' ? (input as AiToolRequest<'cost-estimation'>).bomFileId : undefined;
    if (bomFileId !== undefined) context.bom = await this.engines.loadBom(user.id, bomFileId);
    const grounding = this.engines.builtin.run(tool, input, context);
    let result: AiToolResult<T> = grounding;
    let engine: AiEngine = 'builtin';
    let note: string | null = null;
    if (model) {
      try {
        const answer = await model.answer(tool, input, grounding);
        // The model writes the spec's fields; the built-in figures behind the charts stay.
        result = AI_TOOL_SCHEMAS[tool].result.parse({ ...grounding, ...answer }) as AiToolResult<T>;
        engine = 'model';
      } catch (error) {
        const kind = error instanceof ModelFailure ? error.kind : 'malformed';
        this.deps.log(`[ai] ${tool} for user ${user.id}: model ${model.model} failed (${kind}): ${error instanceof Error ? error.message : String(error)}`);
        note = fallbackNote(kind);
        await this.countAsBuiltin(member);
      }
    }

    const record = await AiRunRecord.query(this.deps.knex).insertAndFetch({
      userId: user.id,
      projectId: null,
      tool,
      title: runTitle(tool, input),
      headline: runHeadline(tool, result),
      engine,
      model: engine === 'model' ? model!.model : null,
      note,
      input,
      result,
    });
    return { ...result, engine, model: record.model, note, runId: record.id, createdAt: record.createdAt };
  }

  private async refuseWhenBuiltinSpent(member: string): Promise<void> {
    const spent = await this.builtinLimiter.get(member);
    if (spent && spent.consumedPoints >= this.allowances.builtinCallsPerHour) {
      throw tooManyAiCalls(this.allowances.builtinCallsPerHour, false)(spent.msBeforeNext);
    }
  }

  /**
   * The built-in engine answered for a failed model: the model call is given back and the built-in
   * allowance pays instead, without a refusal (the member already waited for this answer).
   */
  private async countAsBuiltin(member: string): Promise<void> {
    try {
      await this.modelLimiter.reward(member, 1);
      await this.builtinLimiter.penalty(member, 1);
    } catch (error) {
      // The answer is ready: a limiter store that is away costs the member a point, not the answer.
      this.deps.log(`[ai] allowance not moved for user ${member}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The member's latest runs, newest first, optionally of one tool. */
  async listRuns(user: User, tool?: AiTool): Promise<AiRunSummary[]> {
    const query = this.summaries().where('ai_runs.user_id', user.id).limit(HISTORY_SIZE);
    if (tool) query.where('ai_runs.tool', tool);
    return (await query).map(toSummary);
  }

  async getRun(user: User, id: number): Promise<AiRun> {
    const record = await this.ownRun(user, id);
    const project = record.projectId ? await Project.query(this.deps.knex).findById(record.projectId).select('name') : undefined;
    return aiRunSchema.parse({
      ...toSummary({ ...record, projectTitle: project?.name ?? null }),
      input: record.input,
      result: record.result,
      note: record.note,
    });
  }

  /** Saves the run to one of the member's own projects (null takes it off its project). */
  async saveRun(user: User, id: number, projectId: number | null): Promise<AiRunSummary> {
    const record = await this.ownRun(user, id);
    if (projectId !== null) {
      const project = await Project.query(this.deps.knex).findById(projectId).select('id', 'userId');
      if (!project || project.userId !== user.id) throw notFound(AI_MESSAGES.projectNotFound);
    }
    await AiRunRecord.query(this.deps.knex).patch({ projectId }).where({ id: record.id });
    const saved = await this.summaries().where('ai_runs.id', record.id).first();
    return toSummary(saved!);
  }

  async deleteRun(user: User, id: number): Promise<void> {
    const record = await this.ownRun(user, id);
    await AiRunRecord.query(this.deps.knex).deleteById(record.id);
  }

  /**
   * A project's 'Estimates': only its owner sees them (cost figures are the owner's business), so a
   * project others may see answers 403, and one they may not see answers 404 as everywhere else.
   */
  async projectEstimates(user: User, projectId: number, notFoundMessage: string): Promise<AiRunSummary[]> {
    const project = await Project.query(this.deps.knex).findById(projectId).select('id', 'userId', 'status');
    if (!project) throw notFound(notFoundMessage);
    if (project.userId !== user.id) {
      if (project.status === 'active') throw forbidden('Only the project owner can see its estimates.');
      throw notFound(notFoundMessage);
    }
    return (await this.summaries().where('ai_runs.project_id', projectId)).map(toSummary);
  }

  private async ownRun(user: User, id: number): Promise<AiRunRecord> {
    const record = await AiRunRecord.query(this.deps.knex).findById(id);
    // Someone else's run is one that does not exist, for them.
    if (!record || record.userId !== user.id) throw notFound(AI_MESSAGES.runNotFound);
    return record;
  }

  private summaries() {
    return AiRunRecord.query(this.deps.knex)
      .select('ai_runs.id', 'ai_runs.tool', 'ai_runs.title', 'ai_runs.headline', 'ai_runs.engine', 'ai_runs.model', 'ai_runs.created_at', 'ai_runs.project_id', 'projects.name as project_title')
      .leftJoin('projects', 'projects.id', 'ai_runs.project_id')
      .orderBy('ai_runs.created_at', 'desc')
      .orderBy('ai_runs.id', 'desc');
  }
}

type SummaryRow = Pick<AiRunRecord, 'id' | 'tool' | 'title' | 'headline' | 'engine' | 'model' | 'createdAt' | 'projectId'> & { projectTitle?: string | null };

function toSummary(row: SummaryRow): AiRunSummary {
  return {
    id: row.id,
    tool: row.tool,
    title: row.title,
    headline: row.headline,
    engine: row.engine,
    model: row.model,
    createdAt: row.createdAt,
    projectId: row.projectId,
    projectTitle: row.projectId ? (row.projectTitle ?? null) : null,
  };
}
