import { categorySchema, type Category } from '@folio/contracts';
import { useTexts } from '../lib/texts';

/** A category's name in the site's language, as a project's page shows it (`pages` is loaded with every page). */
export function useCategoryLabel(): (category: Category) => string {
  const t = useTexts('pages');
  return (category) => t(`project.category.${category}`);
}

/** The categories as a Select's options, named in the site's language. */
export function useCategoryOptions(): { value: Category; label: string }[] {
  const labelOf = useCategoryLabel();
  return categorySchema.options.map((value) => ({ value, label: labelOf(value) }));
}
