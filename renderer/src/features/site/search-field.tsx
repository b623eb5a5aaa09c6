import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

/** The search box of the resources, blog and support pages. */
export function SearchField({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <div className="hh-site-search">
      <label htmlFor={id} className="hh-visually-hidden">
        {label}
      </label>
      <Input id={id} type="search" size="large" allowClear prefix={<SearchOutlined aria-hidden />} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
