import { Card, Flex, Input, Segmented } from 'antd';
import type { ModeratedType } from '#shared/schemas/admin-schemas.ts';
import { LISTING_STATES } from '#shared/schemas/admin-schemas.ts';
import { useState } from 'react';
import { EmptyState, FilterField, FilterSelect, QueryError, SectionHeader } from './admin-bits.tsx';
import { useGetAdminListingsQuery } from './admin-api.ts';
import type { ListingFilters, ListingState } from './admin-filters.ts';
import { changeFilters, firstPage } from './admin-filters.ts';
import { LISTING_STATE_LABELS } from './admin-format.ts';
import { ListingTable, useListingActions } from './listing-table.tsx';
import '../../ui/table-card.css';
import { formatCount } from '#shared/format/numbers.ts';

const STATE_OPTIONS = LISTING_STATES.map((state) => ({ value: state, label: LISTING_STATE_LABELS[state] }));

/** Listings: marketplace products and projects, to hide what breaks the terms and restore what no longer does. */
export function ListingsSection() {
  const [filters, setFilters] = useState<ListingFilters>({ ...firstPage, type: 'product' });
  const [search, setSearch] = useState('');
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminListingsQuery(filters);
  const actions = useListingActions();
  const update = (patch: Partial<Omit<ListingFilters, 'page' | 'limit'>>) => setFilters((current) => changeFilters(current, patch));
  const noun = filters.type === 'product' ? 'listings' : 'projects';

  return (
    <section aria-labelledby="admin-listings-title" className="hh-admin-section">
      <SectionHeader
        id="admin-listings-title"
        title={data ? `Listings (${formatCount(data.total)})` : 'Listings'}
        description="Hide a marketplace listing or a project (its owner is told why), or restore it."
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isLoading}
      />
      <Flex gap={12} wrap align="flex-end" className="hh-admin-filters">
        <div className="hh-admin-filter">
          <span id="admin-listings-type" className="hh-admin-filter__label">
            Type
          </span>
          <Segmented<ModeratedType>
            aria-labelledby="admin-listings-type"
            value={filters.type}
            onChange={(type) => update({ type })}
            options={[
              { value: 'product', label: 'Products' },
              { value: 'project', label: 'Projects' },
            ]}
          />
        </div>
        <FilterField label="Search" htmlFor="admin-listings-search">
          <Input.Search
            id="admin-listings-search"
            allowClear
            placeholder="Name or owner..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => update({ q: value.trim() || undefined })}
            className="hh-admin-filters__search"
          />
        </FilterField>
        <FilterSelect<ListingState> label="State" id="admin-listings-state" placeholder="Visible and hidden" options={STATE_OPTIONS} value={filters.state} onChange={(state) => update({ state })} />
      </Flex>
      {isError ? (
        <QueryError error={error} fallback={`The ${noun} could not be loaded.`} onRetry={() => void refetch()} />
      ) : (
        <Card variant="outlined" className="hh-table-card">
          <ListingTable
            rows={data?.items ?? []}
            showOwner
            loading={isFetching}
            pagination={{ current: filters.page, pageSize: filters.limit, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
            emptyText={isLoading ? ' ' : <EmptyState title={`No ${noun} found`} hint="Try other filters or search terms." />}
            onAction={actions.ask}
          />
        </Card>
      )}
      {actions.element}
    </section>
  );
}
