// The configuration Payload's admin, REST API and CLI load (@payload-config).
import { cms } from './instance.ts';

export default cms.config;
