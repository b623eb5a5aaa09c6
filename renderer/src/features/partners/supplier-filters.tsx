import { Checkbox, InputNumber, Select, Typography } from 'antd';
import { PARTNER_REGIONS } from '#shared/constants/locations.ts';
import { CAPABILITY_OPTIONS, CERTIFICATIONS, MATERIAL_OPTIONS } from '#shared/schemas/supplier-profile-schemas.ts';
import type { PartnerPageFilters } from './partner-filters.ts';

const FACTORY_OPTIONS = PARTNER_REGIONS.filter((region) => region !== 'Global').map((region) => ({ value: region, label: `${region} (region)` }));
const CERTIFICATION_OPTIONS = CERTIFICATIONS.map((c) => ({ value: c.id, label: c.label }));

type SupplierFilterKeys = 'capabilities' | 'materials' | 'certifications' | 'factories' | 'maxMoq' | 'verified';

/**
 * What a buyer narrows manufacturers and suppliers by: process, material, an approved certification,
 * where the factories are, a small enough minimum order, the Verified badge. Processes and materials
 * take the cost engine's list or any text; factories a region or a country.
 */
export function SupplierFilters({ filters, onChange }: { filters: PartnerPageFilters; onChange: (changes: Partial<Pick<PartnerPageFilters, SupplierFilterKeys>>) => void }) {
  const select = (key: 'capabilities' | 'materials' | 'certifications' | 'factories', label: string, options: Array<{ value: string; label: string }>, placeholder: string, free = true) => (
    <div className="hh-supplier-filter">
      <Typography.Text strong id={`filter-${key}`} className="hh-filter-heading">
        {label}
      </Typography.Text>
      <Select
        aria-labelledby={`filter-${key}`}
        mode={free ? 'tags' : 'multiple'}
        allowClear
        style={{ width: '100%' }}
        value={filters[key]}
        options={options}
        optionFilterProp="label"
        placeholder={placeholder}
        maxCount={20}
        onChange={(values: string[]) => onChange({ [key]: values })}
      />
    </div>
  );
  return (
    <section aria-labelledby="filter-suppliers" className="hh-supplier-filters">
      <Typography.Text strong id="filter-suppliers" className="hh-filter-heading">
        Manufacturing
      </Typography.Text>
      {select('capabilities', 'Process', CAPABILITY_OPTIONS, 'Any process')}
      {select('materials', 'Material', MATERIAL_OPTIONS, 'Any material')}
      {select('certifications', 'Certified', CERTIFICATION_OPTIONS, 'Any certification', false)}
      {select('factories', 'Factory in', FACTORY_OPTIONS, 'Region or country')}
      <div className="hh-supplier-filter">
        <Typography.Text strong id="filter-moq" className="hh-filter-heading">
          Minimum order at most
        </Typography.Text>
        <InputNumber
          aria-labelledby="filter-moq"
          style={{ width: '100%' }}
          min={1}
          precision={0}
          placeholder="Any quantity"
          value={filters.maxMoq}
          onChange={(value) => onChange({ maxMoq: typeof value === 'number' && value >= 1 ? value : null })}
          suffix="units"
        />
      </div>
      <Checkbox checked={filters.verified} onChange={(event) => onChange({ verified: event.target.checked })}>
        Verified only
      </Checkbox>
    </section>
  );
}
