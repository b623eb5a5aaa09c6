import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import type { AddToListResult } from '#shared/schemas/common-fields.ts';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import './tag-input.css';

interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The shared list rule (trim, no blanks, no duplicates, limits), e.g. addProjectTag. */
  add: (items: readonly string[], raw: string) => AddToListResult;
  /** Called when `add` refuses a value (duplicate, too long, too many). */
  onRejected: (result: Extract<AddToListResult, { ok: false }>) => void;
  suggestions?: readonly string[];
  suggestionsLabel?: string;
  /** Values the input offers as the member types (an HTML datalist); `suggestions` are one-click chips. */
  datalist?: readonly string[];
  placeholder?: string;
  status?: 'error';
  onBlur?: () => void;
}

/**
 * A list of short texts: type and press Enter (or the Add button) to add, click a chip's × to
 * remove, click a suggestion to add it. Enter never submits the surrounding form.
 */
export function TagInput({ id, value, onChange, add, onRejected, suggestions = [], suggestionsLabel = 'Suggestions', datalist, placeholder, status, onBlur }: TagInputProps) {
  const [draft, setDraft] = useState('');

  const tryAdd = (raw: string): boolean => {
    const result = add(value, raw);
    if (result.ok) {
      onChange(result.items);
      return true;
    }
    if (result.reason !== 'empty') onRejected(result);
    return false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (tryAdd(draft)) setDraft('');
  };

  const remaining = suggestions.filter((suggestion) => !value.some((item) => item.toLowerCase() === suggestion.toLowerCase()));

  return (
    <div className="hh-tag-input">
      <Space.Compact block>
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder={placeholder}
          status={status}
          autoComplete="off"
          list={datalist ? `${id}-options` : undefined}
        />
        <Button icon={<PlusOutlined />} onClick={() => tryAdd(draft) && setDraft('')} aria-label="Add">
          Add
        </Button>
      </Space.Compact>
      {datalist && (
        <datalist id={`${id}-options`}>
          {datalist.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      {value.length > 0 && (
        <Flex wrap gap={6} className="hh-tag-input__chips" role="list" aria-label="Added">
          {value.map((item) => (
            <Tag key={item} role="listitem" color="blue" closable onClose={() => onChange(value.filter((other) => other !== item))} closeIcon={<span aria-label={`Remove ${item}`}>×</span>}>
              {item}
            </Tag>
          ))}
        </Flex>
      )}
      {suggestions.length > 0 && (
        <div className="hh-tag-input__suggestions">
          <Typography.Text type="secondary" className="hh-tag-input__label">
            {suggestionsLabel}
          </Typography.Text>
          <Flex wrap gap={6}>
            {suggestions.map((suggestion) => {
              const added = !remaining.includes(suggestion);
              return (
                <button
                  key={suggestion}
                  type="button"
                  className={`hh-suggestion${added ? ' hh-suggestion--added' : ''}`}
                  onClick={() => tryAdd(suggestion)}
                  aria-pressed={added}
                >
                  {added ? '✓ ' : '+ '}
                  {suggestion}
                </button>
              );
            })}
          </Flex>
        </div>
      )}
    </div>
  );
}
