import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { formatCount } from '#shared/format/numbers.ts';
import { errorMessage } from '../lib/api/api-error.ts';
import { PlainCard } from './plain-card.tsx';
import { Typography } from './static-antd/typography.tsx';

interface PagedResultsProps {
  /** The grid's class (cards laid out by the page's CSS); skeleton cards use `cardClassName`. */
  gridClassName: string;
  cardClassName: string;
  /** Skeleton cards with an avatar (people) or without (products). */
  avatar?: boolean;
  isLoading: boolean;
  /** A refetch for new filters: the previous results stay, dimmed. */
  isFetching: boolean;
  hasData: boolean;
  error: unknown;
  isError: boolean;
  errorFallback: string;
  onRetry: () => void;
  total: number;
  empty: { icon: ReactNode; title: string; hint: string; action?: ReactNode };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The address of a page of results: the pager's links get it as href (crawlable, open in a new tab). */
  pageHref?: (page: number) => string;
  children: ReactNode;
}

/** "Showing 13-24 of 1,250 partners": the results of a page, counted with thousands separators. */
export function showingRange(page: number, pageSize: number, total: number, noun: string): string {
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${formatCount(from)}-${formatCount(to)} of ${formatCount(total)} ${noun}${total === 1 ? '' : 's'}`;
}

/**
 * antd's pager draws its page numbers as <a> without href; with `pageHref` each gets its page's
 * address (a search engine follows it, a reader can open it in a new tab), while a plain click stays
 * in the app (antd's own handler on the item moves the page).
 */
function linkedPagerItem(pageHref: ((page: number) => string) | undefined) {
  if (!pageHref) return undefined;
  return (page: number, _type: string, element: ReactNode) => {
    if (!isValidElement(element) || element.type !== 'a') return element;
    const onClick = (event: MouseEvent) => {
      if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) event.preventDefault();
    };
    return cloneElement(element as ReactElement<{ href?: string; onClick?: (event: MouseEvent) => void }>, { href: pageHref(page), onClick });
  };
}

/**
 * The results area of a filtered, paged search page (partners, marketplace): an error with Retry,
 * skeleton cards while the first answer loads, the empty state, the grid (dimmed while new filters
 * load) and the pager, which goes back to the top of the page.
 */
export function PagedResults({
  gridClassName, cardClassName, avatar, isLoading, isFetching, hasData, error, isError, errorFallback, onRetry, total, empty, page, pageSize, onPage, pageHref, children,
}: PagedResultsProps) {
  let body: ReactNode;
  if (isError) {
    body = <Alert type="error" showIcon title="Error" description={errorMessage(error, errorFallback)} action={<Button onClick={onRetry}>Retry</Button>} />;
  } else if (isLoading || (isFetching && !hasData)) {
    body = (
      <div className={gridClassName} aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <PlainCard key={key} className={cardClassName}>
            <Skeleton avatar={avatar} active paragraph={{ rows: 4 }} />
          </PlainCard>
        ))}
      </div>
    );
  } else if (total === 0) {
    body = (
      <PlainCard>
        <Empty
          image={empty.icon}
          description={
            <>
              <Typography.Text strong>{empty.title}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{empty.hint}</Typography.Text>
            </>
          }
        >
          {empty.action}
        </Empty>
      </PlainCard>
    );
  } else {
    body = <div className={`${gridClassName}${isFetching ? ' hh-refreshing' : ''}`}>{children}</div>;
  }
  return (
    <>
      {body}
      {total > pageSize && (
        <Pagination
          align="center"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          itemRender={linkedPagerItem(pageHref)}
          onChange={(next) => {
            onPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
