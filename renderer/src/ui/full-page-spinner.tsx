/**
 * Centered spinner with a visible label (the route guard's 'Checking authentication...'). Plain CSS
 * in the look of antd's large Spin: it is the very first thing drawn, before antd's code has arrived.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="hh-full-page-spinner" role="status" aria-live="polite">
      <span className="hh-spinner" aria-hidden="true" />
      <span className="hh-muted">{label}</span>
    </div>
  );
}
