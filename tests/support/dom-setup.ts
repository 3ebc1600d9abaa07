import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI machines are shared and busy: give findBy/waitFor more than the default second before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
