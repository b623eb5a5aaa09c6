/**
 * reports' public surface: the Report button (its dialog and endpoint load on the first
 * click), and the notice and tag the owner sees on a listing or project the team hid.
 */
export { HiddenNotice, HiddenTag, ReportButton } from './moderation-ui.tsx';
