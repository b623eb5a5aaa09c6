import './partners.css';
import { CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Popover, Segmented, Select, Tag } from 'antd';
import { PARTNER_REGIONS, type LocationType } from '#shared/constants/locations.ts';
import { ROLE_LABELS } from '#shared/constants/roles.ts';
import { PARTNER_TYPE_OPTIONS } from '#shared/schemas/partner-search-schemas.ts';
import { useId, useState } from 'react';
import {
  activeFilterCount, EMPTY_WIDGET_SEARCH, partnersSearchUrl, widgetLocation, type PartnerType, type RegionChoice, type WidgetSearch,
} from './partner-search-query.ts';
import { useGuardedSearch } from './use-search-guard.ts';
import { LightTabs } from '../../ui/light-tabs.tsx';
import { Card } from '../../ui/static-antd/card.tsx';
import { Flex } from '../../ui/static-antd/flex.tsx';
import { Typography } from '../../ui/static-antd/typography.tsx';

const POPULAR = ['PCB Design', 'Injection Molding', 'Embedded Systems', 'Patent Filing', 'Rapid Prototyping'];

export const PARTNER_TYPE_SELECT_OPTIONS: Array<{ value: PartnerType; label: string }> = [
  { value: 'all', label: 'All partner types' },
  ...PARTNER_TYPE_OPTIONS.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
export const REGION_SELECT_OPTIONS: Array<{ value: RegionChoice; label: string }> = [
  { value: 'any', label: 'Any location' },
  ...PARTNER_REGIONS.map((region) => ({ value: region, label: region })),
];
const MODE_OPTIONS: Array<{ value: LocationType; label: string }> = [
  { value: 'region', label: 'By Region' },
  { value: 'exact', label: 'Exact Location' },
];

type Filters = Omit<WidgetSearch, 'q'>;
const EMPTY_FILTERS: Filters = { role: 'all', locationMode: 'region', region: 'any', exactLocation: '' };

/** The popover's body: Partner Type, Location mode, region select or exact text, Clear and Apply Filters. */
function FilterPanel({ initial, onApply, onClear }: { initial: Filters; onApply: (filters: Filters) => void; onClear: () => void }) {
  const [draft, setDraft] = useState<Filters>(initial);
  const id = useId();
  const set = (changes: Partial<Filters>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <div className="hh-filter-panel" id={`${id}-panel`}>
      <div className="hh-filter-panel__field">
        <Typography.Text strong id={`${id}-type-label`}>
          Partner Type
        </Typography.Text>
        <Select<PartnerType>
          id="widget-partner-type"
          aria-labelledby={`${id}-type-label`}
          value={draft.role}
          options={PARTNER_TYPE_SELECT_OPTIONS}
          onChange={(role) => set({ role })}
          getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        />
      </div>
      <div className="hh-filter-panel__field">
        <Typography.Text strong>Location</Typography.Text>
        <Segmented<LocationType> block value={draft.locationMode} options={MODE_OPTIONS} onChange={(locationMode) => set({ locationMode })} aria-label="Location mode" />
        {draft.locationMode === 'region' ? (
          <Select<RegionChoice>
            id="widget-region"
            aria-label="Region"
            value={draft.region}
            options={REGION_SELECT_OPTIONS}
            onChange={(region) => set({ region })}
            getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
          />
        ) : (
          <Input
            aria-label="Exact location"
            placeholder="City, country or postal code"
            value={draft.exactLocation}
            onChange={(event) => set({ exactLocation: event.target.value })}
            onPressEnter={() => onApply(draft)}
            allowClear
          />
        )}
      </div>
      <Flex justify="space-between" gap={8} className="hh-filter-panel__actions">
        <Button
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onClear();
          }}
        >
          Clear
        </Button>
        <Button type="primary" onClick={() => onApply(draft)}>
          Apply Filters
        </Button>
      </Flex>
    </div>
  );
}

/** Removable chips for the active type and location. */
function FilterChips({ search, onChange }: { search: WidgetSearch; onChange: (changes: Partial<WidgetSearch>) => void }) {
  const location = widgetLocation(search);
  if (search.role === 'all' && !location) return null;
  return (
    <Flex wrap gap={6} className="hh-filter-chips" aria-label="Active filters">
      {search.role !== 'all' && (
        <Tag closable color="blue" onClose={() => onChange({ role: 'all' })} closeIcon={<CloseOutlined aria-label="Remove partner type" />}>
          Type: {ROLE_LABELS[search.role]}
        </Tag>
      )}
      {location && (
        <Tag
          closable
          color="green"
          onClose={() => onChange(location.locationType === 'region' ? { region: 'any' } : { exactLocation: '' })}
          closeIcon={<CloseOutlined aria-label="Remove location" />}
        >
          {location.locationType === 'region' ? 'Region' : 'Location'}: {location.location}
        </Tag>
      )}
    </Flex>
  );
}

/**
 * Partner search widget, homepage variant: a text box, the filter popover (Partner Type,
 * Location by region or exact), removable chips and Find Partners. Signed-out: toast and /auth.
 */
export function PartnerSearchWidget() {
  const [search, setSearch] = useState<WidgetSearch>(EMPTY_WIDGET_SEARCH);
  const [open, setOpen] = useState(false);
  const [panelKey, setPanelKey] = useState(0);
  const go = useGuardedSearch();
  const count = activeFilterCount(search);
  const update = (changes: Partial<WidgetSearch>) => setSearch((current) => ({ ...current, ...changes }));
  const { q, ...filters } = search;

  return (
    <Card className="hh-search-card" variant="borderless">
      <Typography.Title level={2} className="hh-search-card__title">
        Find the right partner for your hardware
      </Typography.Title>
      <form
        className="hh-search-card__form"
        role="search"
        aria-label="Partner search"
        onSubmit={(event) => {
          event.preventDefault();
          go(partnersSearchUrl(search));
        }}
      >
        <Input
          size="large"
          aria-label="Search partners"
          placeholder="Search by name, skill or expertise"
          prefix={<SearchOutlined />}
          value={q}
          onChange={(event) => update({ q: event.target.value })}
          allowClear
        />
        <Popover
          trigger="click"
          placement="bottomRight"
          open={open}
          onOpenChange={(next) => {
            if (next) setPanelKey((key) => key + 1);
            setOpen(next);
          }}
          title="Filter partners"
          content={
            <FilterPanel
              key={panelKey}
              initial={filters}
              onApply={(applied) => {
                update(applied);
                setOpen(false);
              }}
              onClear={() => update(EMPTY_FILTERS)}
            />
          }
        >
          <Button size="large" icon={<FilterOutlined />} aria-haspopup="dialog" aria-expanded={open}>
            Filters {count > 0 && <Badge count={count} size="small" color="var(--hh-brand, #1677ff)" />}
          </Button>
        </Popover>
        <Button type="primary" size="large" htmlType="submit" icon={<SearchOutlined />}>
          Find Partners
        </Button>
      </form>
      <FilterChips search={search} onChange={update} />
      <div className="hh-search-card__popular">
        <Typography.Text type="secondary">Popular:</Typography.Text>
        {POPULAR.map((term) => (
          <Tag.CheckableTag
            key={term}
            checked={false}
            onChange={() => {
              update({ q: term });
              go(partnersSearchUrl({ ...search, q: term }));
            }}
          >
            {term}
          </Tag.CheckableTag>
        ))}
      </div>
    </Card>
  );
}

/**
 * Partner search widget, compact variant: search box, partner type select, Region/Exact tabs and Search. Used on
 * the dashboard; `title` is optional.
 */
export function CompactPartnerSearch({ title }: { title?: string }) {
  const [search, setSearch] = useState<WidgetSearch>(EMPTY_WIDGET_SEARCH);
  const go = useGuardedSearch();
  const update = (changes: Partial<WidgetSearch>) => setSearch((current) => ({ ...current, ...changes }));
  return (
    <Card variant="outlined" className="hh-compact-search" title={title}>
      <form
        role="search"
        aria-label="Quick partner search"
        className="hh-compact-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          go(partnersSearchUrl(search));
        }}
      >
        <Input
          aria-label="Search partners"
          placeholder="Search by name, skill or expertise"
          prefix={<SearchOutlined />}
          value={search.q}
          onChange={(event) => update({ q: event.target.value })}
          allowClear
          className="hh-compact-search__q"
        />
        <Select<PartnerType>
          id="compact-partner-type"
          aria-label="Partner type"
          value={search.role}
          options={PARTNER_TYPE_SELECT_OPTIONS}
          onChange={(role) => update({ role })}
          className="hh-compact-search__type"
        />
        <div className="hh-compact-search__location">
          <LightTabs<LocationType>
            size="small"
            activeKey={search.locationMode}
            onChange={(locationMode) => update({ locationMode })}
            items={[
              {
                key: 'region',
                label: 'Region',
                children: (
                  <Select<RegionChoice> id="compact-region" aria-label="Region" value={search.region} options={REGION_SELECT_OPTIONS} onChange={(region) => update({ region })} className="hh-full-width" />
                ),
              },
              {
                key: 'exact',
                label: 'Exact',
                children: (
                  <Input aria-label="Exact location" placeholder="City, country or postal code" value={search.exactLocation} onChange={(event) => update({ exactLocation: event.target.value })} allowClear />
                ),
              },
            ]}
          />
        </div>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} className="hh-compact-search__submit">
          Search
        </Button>
      </form>
    </Card>
  );
}
