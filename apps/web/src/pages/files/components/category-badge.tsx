import type { Category } from '@folio/contracts';
import { Badge } from '@mantine/core';

const COLORS: Record<Category, string> = { business: 'brand', hobby: 'grape' };

export function CategoryBadge({ category }: { category: Category }) {
  return (
    <Badge color={COLORS[category]} variant="light" radius="sm" size="sm" tt="capitalize">
      {category}
    </Badge>
  );
}
