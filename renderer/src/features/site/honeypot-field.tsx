/**
 * The hidden field bots fill and people never see (the server drops a message that has it): off
 * screen rather than display:none, which some bots skip; out of the tab order and the accessibility
 * tree, and never autofilled.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="hh-honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
