// The CMS of this process, configured from the environment.
import { createCms } from './cms.ts';
import { cmsOptionsFromEnv } from './runtime/options.ts';

export const cms = createCms(cmsOptionsFromEnv(), undefined, { logLevel: process.env.CMS_LOG_LEVEL });
