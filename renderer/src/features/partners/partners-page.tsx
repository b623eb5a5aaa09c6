import { FilterOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Input, Radio, Segmented, Slider } from 'antd';
import { PARTNER_LOCATION_OPTIONS, PARTNER_REGIONS, type LocationType } from '#shared/constants/locations.ts';
import { EXPERTISE_OPTIONS as PARTNER_EXPERTISE_OPTIONS } from '#shared/schemas/profile-schemas.ts';
import { PARTNER_SEARCH_SORTS, PARTNER_SORT_LABELS, type PartnerCard, type PartnerSearchSort } from '#shared/schemas/partner-search-schemas.ts';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { PagedResults, showingRange } from '../../ui/paged-results.tsx';
import { SearchToolbar } from '../../ui/search-toolbar.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { ConnectDialog } from './connect-dialogs.tsx';
import { PartnerCardView } from './partner-card.tsx';
import { usePartnerConnections } from './connection-state.tsx';
import {
  hasActiveFilters, parsePartnerFilters, partnerApiQuery, partnerFiltersToQuery, PARTNERS_PAGE_SIZE, ratingMarkLabel, SIDEBAR_ROLES, withFilters,
  type PartnerPageFilters,
} from './partner-filters.ts';
import { useSearchPartnersQuery } from './partners-api.ts';
import { SupplierFilters } from './supplier-filters.tsx';
import { Card } from '../../ui/static-antd/card.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Col, Row } from '../../ui/static-antd/grid.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

const RATING_MARKS = Object.fromEntries([0, 1, 2, 3, 4, 5].map((value) => [value, ratingMarkLabel(value)]));
const MODE_OPTIONS: Array<{ value: LocationType; label: string }> = [
  { value: 'region', label: 'Region' },
  { value: 'exact', label: 'Exact' },
];

/** The sidebar: partner type, location (regions or exact places), expertise, minimum rating, the manufacturing filters; Reset. */
function FilterSidebar({ filters, onChange, onReset, showTitle = true }: { filters: PartnerPageFilters; onChange: (changes: Partial<PartnerPageFilters>) => void; onReset: () => void; showTitle?: boolean }) {
  // The URL decides the mode when it carries locations; without any, the last mode picked stays.
  const [pickedMode, setMode] = useState<LocationType | null>(null);
  const mode = filters.locations.length ? filters.locationType : (pickedMode ?? filters.locationType);
  // While the slider is dragged; the URL has the value otherwise.
  const [dragging, setDragging] = useState<number | null>(null);
  const rating = dragging ?? filters.minRating;
  const [custom, setCustom] = useState('');

  const exactOptions = [...PARTNER_LOCATION_OPTIONS, ...filters.locations.filter((l) => !(PARTNER_LOCATION_OPTIONS as readonly string[]).some((o) => o.toLowerCase() === l.toLowerCase()))];
  const addCustom = () => {
    const text = custom.trim();
    if (!text) return;
    const locations = filters.locationType === 'exact' ? filters.locations : [];
    if (!locations.some((l) => l.toLowerCase() === text.toLowerCase())) onChange({ locationType: 'exact', locations: [...locations, text] });
    setCustom('');
  };

  return (
    <Flex vertical gap={20} className="hh-partner-filters" aria-label="Filters">
      <Flex justify={showTitle ? 'space-between' : 'flex-end'} align="center">
        {showTitle && (
          <Typography.Title level={5} className="hh-flush">
            <FilterOutlined /> Filters
          </Typography.Title>
        )}
        <Button size="small" icon={<ReloadOutlined />} onClick={onReset} disabled={!hasActiveFilters(filters)}>
          Reset
        </Button>
      </Flex>

      <section aria-labelledby="filter-type">
        <Typography.Text strong id="filter-type" className="hh-filter-heading">
          Partner Type
        </Typography.Text>
        <Radio.Group
          aria-labelledby="filter-type"
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as PartnerPageFilters['role'] })}
          className="hh-filter-options"
          options={SIDEBAR_ROLES.map(({ value, label }) => ({ value, label }))}
        />
      </section>

      <section aria-labelledby="filter-location">
        <Typography.Text strong id="filter-location" className="hh-filter-heading">
          Location
        </Typography.Text>
        <Segmented<LocationType>
          block
          size="small"
          value={mode}
          options={MODE_OPTIONS}
          aria-label="Location mode"
          onChange={(next) => {
            setMode(next);
            if (filters.locations.length) onChange({ locationType: next, locations: [] });
          }}
        />
        {mode === 'region' ? (
          <Checkbox.Group
            aria-label="Regions"
            className="hh-filter-options"
            value={filters.locationType === 'region' ? filters.locations : []}
            options={PARTNER_REGIONS.map((region) => ({ value: region, label: region }))}
            onChange={(values) => onChange({ locationType: 'region', locations: PARTNER_REGIONS.filter((r) => values.includes(r)) })}
          />
        ) : (
          <>
            <Checkbox.Group
              aria-label="Locations"
              className="hh-filter-options"
              value={filters.locationType === 'exact' ? filters.locations : []}
              options={exactOptions.map((location) => ({ value: location, label: location }))}
              onChange={(values) => onChange({ locationType: 'exact', locations: exactOptions.filter((l) => values.includes(l)) })}
            />
            <Input
              size="small"
              aria-label="Other location"
              placeholder="Other city, country or postal code"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              onPressEnter={addCustom}
              suffix={
                <Button type="link" size="small" onClick={addCustom} className="hh-flush-btn">
                  Add
                </Button>
              }
            />
          </>
        )}
      </section>

      <section aria-labelledby="filter-expertise">
        <Typography.Text strong id="filter-expertise" className="hh-filter-heading">
          Expertise
        </Typography.Text>
        <Checkbox.Group
          aria-label="Expertise"
          className="hh-filter-options"
          value={filters.expertise}
          options={PARTNER_EXPERTISE_OPTIONS.map((item) => ({ value: item, label: item }))}
          onChange={(values) => onChange({ expertise: [...values, ...filters.expertise.filter((e) => !(PARTNER_EXPERTISE_OPTIONS as readonly string[]).includes(e) && values.includes(e))] })}
        />
      </section>

      <section aria-labelledby="filter-rating">
        <Flex justify="space-between">
          <Typography.Text strong id="filter-rating" className="hh-filter-heading">
            Minimum Rating
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="min-rating-value">
            {ratingMarkLabel(rating)}
          </Typography.Text>
        </Flex>
        <Slider
          min={0}
          max={5}
          step={1}
          marks={RATING_MARKS}
          value={rating}
          onChange={setDragging}
          onChangeComplete={(value) => {
            setDragging(null);
            if (value !== filters.minRating) onChange({ minRating: value });
          }}
          tooltip={{ formatter: (value) => ratingMarkLabel(value ?? 0) }}
          aria-labelledby="filter-rating"
          className="hh-rating-slider"
        />
      </section>

      <SupplierFilters filters={filters} onChange={onChange} />
    </Flex>
  );
}

/** /partners 'Find Partners': every filter in the URL, server-side search, paging. */
export function PartnersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const filters = parsePartnerFilters(params);
  const { data, isFetching, isLoading, isError, error, refetch } = useSearchPartnersQuery(partnerApiQuery(filters));
  // The text being typed; null shows the URL's q.
  const [draftQ, setQ] = useState<string | null>(null);
  const [connectTo, setConnectTo] = useState<PartnerCard | null>(null);
  const connections = usePartnerConnections();
  const [drawer, setDrawer] = useState(false);
  const isMobile = useIsMobile();

  // React Router renders a navigation as a transition: a second change made before that render
  // (pick a type, then add a place at once) must build on the filters just applied, not on this
  // render's URL. Kept until the URL moves on (that navigation, or back/forward), then dropped.
  const renderedQuery = partnerFiltersToQuery(filters);
  const [applied, setApplied] = useState<{ over: string; filters: PartnerPageFilters } | null>(null);
  if (applied && applied.over !== renderedQuery) setApplied(null);
  const current = applied?.over === renderedQuery ? applied.filters : filters;

  // The query string as built (URLSearchParams would turn %20 into '+'), the same as the widget's.
  const apply = (next: PartnerPageFilters) => {
    const query = partnerFiltersToQuery(next);
    setApplied({ over: renderedQuery, filters: next });
    void navigate({ pathname, search: query ? `?${query}` : '' });
  };
  const change = (changes: Partial<PartnerPageFilters>) => apply(withFilters(current, changes));
  const reset = () => {
    setQ(null);
    apply(parsePartnerFilters(new URLSearchParams()));
  };
  const sidebar = <FilterSidebar filters={current} onChange={change} onReset={reset} showTitle={!isMobile} />;
  const total = data?.total ?? 0;

  return (
    <PageContainer title="Find Partners" subtitle="Manufacturers, suppliers, IP attorneys, designers and investors for your hardware.">
      <Row gutter={[24, 24]}>
        {!isMobile && (
          <Col xs={24} lg={7} xl={6}>
            <Card variant="outlined" className="hh-partner-sidebar">
              {sidebar}
            </Card>
          </Col>
        )}
        <Col xs={24} lg={isMobile ? 24 : 17} xl={isMobile ? 24 : 18}>
          <Flex vertical gap={16}>
            <SearchToolbar<PartnerSearchSort>
              label="Search partners"
              placeholder="Search by name, skill or expertise"
              query={filters.q}
              draft={draftQ}
              onDraftChange={setQ}
              onSearch={(query) => change({ q: query })}
              onOpenFilters={isMobile ? () => setDrawer(true) : undefined}
              sort={{
                value: filters.sort,
                options: PARTNER_SEARCH_SORTS.map((sort) => ({ value: sort, label: PARTNER_SORT_LABELS[sort] })),
                onChange: (sort) => change({ sort }),
                className: 'hh-partner-toolbar__sort',
              }}
              className="hh-partner-toolbar"
            />
            <Typography.Text type="secondary" data-testid="results-count" aria-live="polite">
              {isLoading ? 'Searching…' : total === 0 ? 'No partners found' : showingRange(filters.page, PARTNERS_PAGE_SIZE, total, 'partner')}
            </Typography.Text>
            <PagedResults
              gridClassName="hh-partner-grid"
              cardClassName="hh-partner-card"
              avatar
              isLoading={isLoading}
              isFetching={isFetching}
              hasData={Boolean(data)}
              error={error}
              isError={isError}
              errorFallback="The partner search could not be loaded."
              onRetry={() => void refetch()}
              total={total}
              empty={{
                icon: <TeamOutlined className="hh-empty-icon" />,
                title: 'No partners match your search',
                hint: 'Try fewer filters, another region or a lower minimum rating.',
                action: hasActiveFilters(filters) && <Button onClick={reset}>Reset filters</Button>,
              }}
              page={filters.page}
              pageSize={PARTNERS_PAGE_SIZE}
              onPage={(page) => apply({ ...filters, page })}
            >
              {data?.items.map((partner) => (
                <PartnerCardView key={partner.id} partner={partner} connection={connections.get(partner.id)} onConnect={setConnectTo} />
              ))}
            </PagedResults>
          </Flex>
        </Col>
      </Row>
      <Drawer title="Filters" placement="left" open={drawer} onClose={() => setDrawer(false)} size={320}>
        {sidebar}
      </Drawer>
      <ConnectDialog partner={connectTo} open={Boolean(connectTo)} onClose={() => setConnectTo(null)} />
    </PageContainer>
  );
}
