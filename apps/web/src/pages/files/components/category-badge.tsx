import type { Category } from '@folio/contracts';
import { Badge } from '@mantine/core';
import { useTexts } from '../../../lib/texts';

const COLORS: Record<Category, string> = { business: 'brand', hobby: 'grape' };

export function CategoryBadge({ category }: { category: Category }) {
  const t = useTexts('pages');
  return (
    <Badge color={COLORS[category]} variant="light" radius="sm" size="sm" tt="capitalize">
      {t(`files.category.${category}`)}
    </Badge>
  );
}
