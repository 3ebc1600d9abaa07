import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// CI machines are shared and busy: give findBy/waitFor more than the default second before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // A dialog mounted outside React's tree (src/overlays/mount-dialog.tsx) goes 200 ms after it closes: wait for it,
  // or its unmount would run after the test environment is gone.
  await waitFor(() => expect(document.querySelector('[data-dialog-root="closing"]')).toBeNull());
});
