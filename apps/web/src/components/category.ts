import type { Category } from '@folio/contracts';

export const CATEGORY_LABELS: Record<Category, string> = { business: 'Business', hobby: 'Hobby' };

export const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as Category[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
