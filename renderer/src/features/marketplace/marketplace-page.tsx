import { FilterOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Flex, Input, Select, Slider, Typography } from 'antd';
import { INDUSTRY_SUGGESTIONS, PRICE_SLIDER, PRODUCT_CATEGORIES, PRODUCT_CONDITIONS, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '#shared/constants/products.ts';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../ui/page-container.tsx';
import { PagedResults, showingRange } from '../../ui/paged-results.tsx';
import { SearchToolbar } from '../../ui/search-toolbar.tsx';
import { useIsMobile } from '../../ui/use-is-mobile.ts';
import { useGetProductsQuery } from './marketplace-api.ts';
import {
  formatProductPrice, hasActiveFilters, MARKETPLACE_PAGE_SIZE, marketplaceQuery, parseMarketplaceFilters, productsApiPath, withFilters, type MarketplaceFilters,
} from './marketplace-filters.ts';
import { ProductCard } from './product-card.tsx';
import './marketplace.css';
import { PlainCard } from '../../ui/plain-card.tsx';

const priceLabel = (value: number) => (value >= PRICE_SLIDER.max ? `${formatProductPrice(String(value)).replace('.00', '')}+` : formatProductPrice(String(value)).replace('.00', ''));

/** Filters: category, condition, price range, location, used-only, industries, tags; Clear All. */
function FilterPanel({ filters, onChange, onClear }: { filters: MarketplaceFilters; onChange: (changes: Partial<MarketplaceFilters>) => void; onClear: () => void }) {
  // While the slider is dragged or the location typed; the URL has the value otherwise.
  const [price, setPrice] = useState<[number, number] | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const shownPrice = price ?? filters.price;
  const applyLocation = () => {
    if (location !== null && location.trim() !== filters.location) onChange({ location: location.trim() });
    setLocation(null);
  };
  return (
    <Flex vertical gap={18} className="hh-market-filters" aria-label="Filters">
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} className="hh-flush hh-market-filters__title">
          <FilterOutlined aria-hidden /> Filters
        </Typography.Title>
        <Button size="small" onClick={onClear} disabled={!hasActiveFilters(filters)}>
          Clear All
        </Button>
      </Flex>
      <label className="hh-filter-field">
        <Typography.Text strong>Category</Typography.Text>
        <Select
          aria-label="Category"
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.category}
          onChange={(category) => onChange({ category })}
          options={[{ value: 'all', label: 'All categories' }, ...PRODUCT_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))]}
        />
      </label>
      <label className="hh-filter-field">
        <Typography.Text strong>Condition</Typography.Text>
        <Select
          aria-label="Condition"
          value={filters.condition}
          onChange={(condition) => onChange({ condition })}
          options={[{ value: 'all', label: 'Any condition' }, ...PRODUCT_CONDITIONS.map((c) => ({ value: c.value, label: c.label }))]}
        />
      </label>
      <div>
        <Typography.Text strong id="price-range">
          Price range
        </Typography.Text>
        <Slider
          range
          aria-labelledby="price-range"
          ariaLabelForHandle={['Minimum price', 'Maximum price']}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={shownPrice}
          onChange={(value) => setPrice(value as [number, number])}
          onChangeComplete={(value) => {
            setPrice(null);
            onChange({ price: value as [number, number] });
          }}
          tooltip={{ formatter: (value) => priceLabel(value ?? 0) }}
        />
        <Flex justify="space-between">
          <Typography.Text type="secondary" className="hh-small" data-testid="price-from">
            {priceLabel(shownPrice[0])}
          </Typography.Text>
          <Typography.Text type="secondary" className="hh-small" data-testid="price-to">
            {priceLabel(shownPrice[1])}
          </Typography.Text>
        </Flex>
      </div>
      <label className="hh-filter-field">
        <Typography.Text strong>Location</Typography.Text>
        <Input
          aria-label="Location"
          placeholder="City or country"
          value={location ?? filters.location}
          onChange={(event) => setLocation(event.target.value)}
          onPressEnter={applyLocation}
          onBlur={applyLocation}
          allowClear
        />
      </label>
      <Checkbox checked={filters.usedOnly} onChange={(event) => onChange({ usedOnly: event.target.checked })}>
        Used items only
      </Checkbox>
      <label className="hh-filter-field">
        <Typography.Text strong>Industries</Typography.Text>
        <Select
          mode="multiple"
          aria-label="Industries"
          placeholder="Any industry"
          value={filters.industries}
          onChange={(industries: string[]) => onChange({ industries })}
          options={[...new Set([...INDUSTRY_SUGGESTIONS, ...filters.industries])].map((value) => ({ value, label: value }))}
        />
      </label>
      <label className="hh-filter-field">
        <Typography.Text strong>Tags</Typography.Text>
        <Select
          mode="tags"
          aria-label="Tags"
          placeholder="Type a tag and press Enter"
          value={filters.tags}
          onChange={(tags: string[]) => onChange({ tags: [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))] })}
          open={false}
          suffixIcon={null}
        />
      </label>
    </Flex>
  );
}

/** /marketplace: the listing, filtered on the server, with the filters in the URL. */
export function MarketplacePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const filters = parseMarketplaceFilters(params);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetProductsQuery(productsApiPath(filters));
  const [search, setSearch] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);

  const apply = (next: MarketplaceFilters) => {
    const query = marketplaceQuery(next);
    void navigate({ pathname, search: query ? `?${query}` : '' });
  };
  const change = (changes: Partial<MarketplaceFilters>) => apply(withFilters(filters, changes));
  const clear = () => {
    setSearch(null);
    apply(parseMarketplaceFilters(new URLSearchParams()));
  };
  const panel = <FilterPanel filters={filters} onChange={change} onClear={clear} />;
  const total = data?.total ?? 0;

  return (
    <PageContainer
      title="Hardware Marketplace"
      subtitle="Components, parts, kits and finished products from the hardware community."
      extra={
        <Link to="/marketplace/create">
          <Button type="primary" icon={<PlusOutlined />}>
            Add Product
          </Button>
        </Link>
      }
    >
      {/* The page is prerendered once for every screen, drawn as on a wide one: below 1024 px the CSS
          (marketplace.css) hides the filters' column and shows the Filters button before the app knows
          the width, and the app then drops the column. */}
      <div className="hh-market-layout">
        {!isMobile && (
          <div className="hh-market-layout__filters">
            <PlainCard>{panel}</PlainCard>
          </div>
        )}
        <div className="hh-market-layout__results">
          <Flex vertical gap={16}>
            <SearchToolbar<ProductSort>
              label="Search products"
              placeholder="Search by name, brand, model or tag"
              query={filters.search}
              draft={search}
              onDraftChange={setSearch}
              onSearch={(query) => change({ search: query })}
              onOpenFilters={() => setDrawer(true)}
              className="hh-market-toolbar"
              sort={{
                value: filters.sortBy,
                options: PRODUCT_SORTS.map((sort) => ({ value: sort, label: PRODUCT_SORT_LABELS[sort] })),
                onChange: (sortBy) => change({ sortBy }),
                className: 'hh-market-toolbar__sort',
              }}
            />
            <Typography.Text type="secondary" data-testid="results-count" aria-live="polite">
              {isLoading ? 'Loading products…' : total === 0 ? 'No products found' : showingRange(filters.page, MARKETPLACE_PAGE_SIZE, total, 'product')}
            </Typography.Text>
            {/* Hydrated on its own, after the rest of the page (a Suspense boundary that never suspends):
                the take-over ends in two shorter commits. It holds no field, so nothing typed before the
                app runs is in a part hydrated after that text is handed over (app/boot.tsx). */}
            <Suspense>
              <PagedResults
                gridClassName="hh-product-grid"
                cardClassName="hh-product-card"
                isLoading={isLoading}
                isFetching={isFetching}
                hasData={Boolean(data)}
                error={error}
                isError={isError}
                errorFallback="The marketplace could not be loaded."
                onRetry={() => void refetch()}
                total={total}
                empty={{
                  icon: <ShopOutlined className="hh-empty-icon" />,
                  title: 'No products match your filters',
                  hint: 'Try another search, a wider price range or fewer filters.',
                  action: hasActiveFilters(filters) && <Button onClick={clear}>Clear All</Button>,
                }}
                page={filters.page}
                pageSize={MARKETPLACE_PAGE_SIZE}
                onPage={(page) => apply({ ...filters, page })}
                pageHref={(page) => {
                  const query = marketplaceQuery({ ...filters, page });
                  return `${pathname}${query ? `?${query}` : ''}`;
                }}
              >
                {/* The first row (up to four cards on a wide screen) is in the first screen. */}
                {data?.items.map((product, index) => <ProductCard key={product.id} product={product} first={index === 0 ? 'top' : index < 4 ? 'row' : undefined} />)}
              </PagedResults>
            </Suspense>
          </Flex>
        </div>
      </div>
      <Drawer title="Filters" placement="left" open={drawer} onClose={() => setDrawer(false)} size={320}>
        {panel}
      </Drawer>
    </PageContainer>
  );
}
