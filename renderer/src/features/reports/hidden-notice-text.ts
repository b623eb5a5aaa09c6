/** What the team hid: a marketplace listing or a project. */
export type HiddenKind = 'listing' | 'project';

export const HIDDEN_NOTICE_TITLE = 'Hidden by HardwareHub';

/**
 * The notice's sentences before the closing 'If you think this is a mistake, contact support.' (whose
 * last words are a link): 'This {kind} is not visible to other members.' and 'Reason: {reason}.'. A
 * reason that already ends a sentence keeps its own mark; a missing one leaves the sentence out.
 */
export function hiddenNoticeSentences(kind: HiddenKind, reason: string | null | undefined): string[] {
  const sentences = [`This ${kind} is not visible to other members.`];
  const text = reason?.trim();
  if (text) sentences.push(`Reason: ${/[.!?]$/.test(text) ? text : `${text}.`}`);
  return sentences;
}

/** The whole notice as plain text (its accessible reading, and for tests). */
export const hiddenNoticeText = (kind: HiddenKind, reason: string | null | undefined): string =>
  [...hiddenNoticeSentences(kind, reason), 'If you think this is a mistake, contact support.'].join(' ');
