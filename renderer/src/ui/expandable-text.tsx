import { useEffect, useRef, useState } from 'react';
import { classes } from './static-antd/shared.ts';
import { Typography } from './static-antd/typography.tsx';
import './expandable-text.css';

/**
 * Text cut to `rows` lines by CSS, with a "more" button when it does not fit. Whether it fits is read
 * in a ResizeObserver's callback, which runs after the browser's own layout, so the read costs
 * nothing; antd's expandable ellipsis measures its text in several forced layouts per paragraph as it
 * mounts, a long task on a phone just as a page is taken over. A page drawn ahead of time shows the
 * cut text without the button, which appears once the app runs.
 */
export function ExpandableText({ children, rows, className }: { children: string; rows: number; className?: string }) {
  const text = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const element = text.current;
    if (!element || expanded) return;
    const observer = new ResizeObserver(() => setCut(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);
  return (
    <div className={classes('hh-expandable-text', className)}>
      <Typography.Paragraph ref={text} ellipsis={expanded ? undefined : { rows }} className="hh-flush">
        {children}
      </Typography.Paragraph>
      {cut && !expanded && (
        <button type="button" className="hh-expandable-text__more" onClick={() => setExpanded(true)}>
          more
        </button>
      )}
    </div>
  );
}
