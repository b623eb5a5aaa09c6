import { MANUFACTURING_METHOD_LABELS } from '#shared/constants/ai-tools.ts';
import type { AiTool, AiToolRequest, AiToolResult } from '#shared/schemas/ai-schemas.ts';

const count = (value: number) => value.toLocaleString('en-US');
const wholeDollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** The first words of a free text, on one line, at most `max` characters. */
export function firstWords(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** How a kept run is named in the history and under a project's 'Estimates'. */
export function runTitle<T extends AiTool>(tool: T, input: AiToolRequest<T>): string {
  switch (tool) {
    case 'design-recommendations':
      return firstWords((input as AiToolRequest<'design-recommendations'>).specifications);
    case 'manufacturing-feasibility': {
      const request = input as AiToolRequest<'manufacturing-feasibility'>;
      return `${MANUFACTURING_METHOD_LABELS[request.manufacturingMethod]}, ${count(request.volume)} units: ${firstWords(request.designDescription, 60)}`;
    }
    case 'cost-estimation': {
      const request = input as AiToolRequest<'cost-estimation'>;
      return `${MANUFACTURING_METHOD_LABELS[request.manufacturingMethod]}, ${count(request.volume)} units: ${firstWords(request.designDetails, 60)}`;
    }
    default: {
      const request = input as AiToolRequest<'quick-prototype-cost'>;
      return `${firstWords(request.productType, 80)}, ${count(request.quantity)} prototype${request.quantity === 1 ? '' : 's'}`;
    }
  }
}

/** The run's figure or verdict at a glance. */
export function runHeadline<T extends AiTool>(tool: T, result: AiToolResult<T>): string {
  switch (tool) {
    case 'design-recommendations': {
      const size = (result as AiToolResult<'design-recommendations'>).recommendations.length;
      return `${size} recommendation${size === 1 ? '' : 's'}`;
    }
    case 'manufacturing-feasibility': {
      const { feasibility } = result as AiToolResult<'manufacturing-feasibility'>;
      return `Feasibility: ${feasibility}`;
    }
    case 'cost-estimation':
      // The spec's range text, whichever engine wrote it (a model's figures can differ from the built-in ones).
      return firstWords((result as AiToolResult<'cost-estimation'>).estimatedCostRange, 100);
    default: {
      const { minCost, maxCost } = result as AiToolResult<'quick-prototype-cost'>;
      return `${wholeDollars(minCost)} - ${wholeDollars(maxCost)}`;
    }
  }
}
