import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

/**
 * A link drawn as a button: a real anchor with an `href`, so it works before the app has taken a
 * server-drawn page over, opens in a new tab on a modified click and is listed by crawlers; a
 * plain click navigates inside the app without reloading.
 */
export function LinkButton({ to, replace, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to, { replace, preventScrollReset: to.startsWith('?') });
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
