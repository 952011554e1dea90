import { router } from '../../trpc/procedures';
import { getSiteSettings } from './get-site-settings';
import { previewSitePalette } from './preview-site-palette';
import { updateSiteSettings } from './update-site-settings';

export const siteSettingsRouter = router({ getSiteSettings, updateSiteSettings, previewSitePalette });
