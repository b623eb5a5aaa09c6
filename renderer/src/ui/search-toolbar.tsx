import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import './search-toolbar.css';

/**
 * The bar above a filtered list (partners, marketplace): a search form, a Filters button on a
 * phone (where the filters live in a drawer) and the sort order. The typed text is the caller's
 * draft (null shows the applied query), so the caller can drop it when it resets its filters;
 * clearing the field searches for everything at once.
 */
export function SearchToolbar<Sort extends string>({ label, placeholder, query, draft, onDraftChange, onSearch, onOpenFilters, sort, className }: {
  /** The search form's and field's accessible name. */
  label: string;
  placeholder: string;
  /** The applied search (from the URL). */
  query: string;
  draft: string | null;
  onDraftChange: (draft: string | null) => void;
  onSearch: (query: string) => void;
  /** Shows the Filters button (for a phone; a page may hide it on wide screens by its class, hh-search-toolbar__filters). */
  onOpenFilters?: () => void;
  sort: { value: Sort; options: { value: Sort; label: string }[]; onChange: (sort: Sort) => void; className: string };
  /** The page's own touches (alignment). */
  className?: string;
}) {
  const value = draft ?? query;
  return (
    <div className={className ? `hh-search-toolbar ${className}` : 'hh-search-toolbar'}>
      <form
        role="search"
        aria-label={label}
        className="hh-search-toolbar__search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
          onDraftChange(null);
        }}
      >
        <Input
          aria-label={label}
          placeholder={placeholder}
          prefix={<SearchOutlined />}
          value={value}
          onChange={(event) => {
            onDraftChange(event.target.value);
            if (!event.target.value && query) {
              onSearch('');
              onDraftChange(null);
            }
          }}
          allowClear
        />
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </form>
      {onOpenFilters && (
        <Button icon={<FilterOutlined />} onClick={onOpenFilters} className="hh-search-toolbar__filters">
          Filters
        </Button>
      )}
      <Select<Sort> aria-label="Sort by" value={sort.value} onChange={sort.onChange} options={sort.options} className={sort.className} />
    </div>
  );
}
