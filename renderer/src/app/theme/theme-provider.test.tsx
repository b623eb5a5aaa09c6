import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedMediaQueryList } from '../../test-support/media-query-list.ts';
import { ThemeProvider } from './theme-provider.tsx';

/** What antd's components read to decide whether to animate (their enter and leave motion). */
function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

function themeFor(reduceMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => fixedMediaQueryList(query, reduceMotion && query === '(prefers-reduced-motion: reduce)'));
  render(
    <ThemeProvider>
      <MotionProbe />
    </ThemeProvider>,
  );
}

describe('the theme and a visitor who asks for less motion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps antd motion by default', () => {
    themeFor(false);
    expect(screen.getByText('animated')).toBeTruthy();
  });

  it('turns antd motion off when the system asks for less motion', () => {
    themeFor(true);
    expect(screen.getByText('still')).toBeTruthy();
  });
});
