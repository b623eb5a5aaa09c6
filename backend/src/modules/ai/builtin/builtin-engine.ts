import type { AiTool, AiToolRequest, AiToolResult } from '#shared/schemas/ai-schemas.ts';
import type { BuiltinContext, BuiltinEngine } from '../ai-engine.ts';
import { estimateCost } from './cost-estimate.ts';
import { recommendDesign } from './design-advice.ts';
import { assessFeasibility } from './feasibility-rules.ts';
import { estimatePrototype } from './quick-prototype.ts';

export { assessFeasibility, estimateCost, estimatePrototype, recommendDesign };

/** HardwareHub's built-in engineering engine: deterministic (same input, same answer), no network. */
export function createBuiltinEngine(): BuiltinEngine {
  const tools: { [T in AiTool]: (input: AiToolRequest<T>, context?: BuiltinContext) => AiToolResult<T> } = {
    'design-recommendations': recommendDesign,
    'manufacturing-feasibility': assessFeasibility,
    // The cost estimate reads the bill of materials the request names, already loaded into the context.
    'cost-estimation': estimateCost,
    'quick-prototype-cost': estimatePrototype,
  };
  return {
    run: <T extends AiTool>(tool: T, input: AiToolRequest<T>, context?: BuiltinContext) =>
      (tools[tool] as (input: AiToolRequest<T>, context?: BuiltinContext) => AiToolResult<T>)(input, context),
  };
}
