import { spaConfig } from '../domain/spa/spa-config';
import { SpaOverridesSchema } from '../schemas/spa-config';
import { pageSettings } from './page-settings';

/** The treatments screen's settings: the specification's defaults with the page's `spa` on top. */
export const spaSettings = pageSettings('spa', SpaOverridesSchema, spaConfig);
