import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';

/** A project's tags as blue tags, or what to say when it has none. */
export function ProjectTags({ tags, empty }: { tags: readonly string[]; empty: ReactNode }) {
  if (!tags.length) return <>{empty}</>;
  return (
    <Flex wrap gap={6}>
      {tags.map((tag) => (
        <Tag key={tag} color="blue">
          {tag}
        </Tag>
      ))}
    </Flex>
  );
}
