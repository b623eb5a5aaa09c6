import { AI_TOOL_SCHEMAS, type AiTool, type AiToolRequest, type AiToolResult, type AnswerMeta } from '#shared/schemas/ai-schemas.ts';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';
import type { FormValuesByTool, ShownResult } from './ai-run-values.ts';

type Ask<T extends AiTool> = (input: AiToolRequest<T>) => { unwrap(): Promise<AiToolResult<T> & AnswerMeta> };

/**
 * One tool's screen state: the form's values (a new `version` remounts the form with them, for a
 * reopened run or a project pre-fill), the result on screen, and asking.
 */
export function useToolState<T extends AiTool>(tool: T, empty: FormValuesByTool[T], failedTitle: string) {
  const toast = useToast();
  const [form, setForm] = useState({ values: empty, version: 0 });
  const [shown, setShown] = useState<ShownResult<T> | null>(null);
  const fill = useCallback((values: FormValuesByTool[T]) => setForm((previous) => ({ values, version: previous.version + 1 })), []);

  const ask = useCallback(
    async (values: FormValuesByTool[T], send: Ask<T>) => {
      // The form only calls this with values the same schema accepted.
      const input = AI_TOOL_SCHEMAS[tool].request.parse(values) as AiToolRequest<T>;
      try {
        const response = await send(input).unwrap();
        setShown({ tool, input, response: { ...response, projectId: null } } as ShownResult<T>);
        // Keep what was asked, so switching tabs or reopening shows the same text.
        setForm((previous) => ({ ...previous, values }));
      } catch (error) {
        toast.error(failedTitle, errorMessage(error, 'Please try again.'));
      }
    },
    [tool, toast, failedTitle],
  );

  return { form, fill, shown, setShown, ask };
}

/**
 * Applies `value` to the screen's state once each time a new one arrives (a reopened run, the
 * project of ?projectId=), during render as React advises for state that follows a value, not in an effect.
 */
export function useApplyWhenNew<V>(value: V | undefined, apply: (value: V) => void) {
  const [applied, setApplied] = useState<V | undefined>(undefined);
  if (value !== undefined && value !== applied) {
    setApplied(value);
    apply(value);
  }
}
