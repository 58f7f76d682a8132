import { useEffect, useState } from 'react';
import { requestIsDemo } from './demo-request';

/**
 * Whether the login page offers the demo account: only once the server says its demo data is in
 * use. False while it has not answered and when it cannot be asked, so the line never flashes
 * and the login never waits on it.
 *
 * @example
 * const isDemo = useDemoAccount();
 */
export const useDemoAccount = () => {
  const [isDemo, setDemo] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    requestIsDemo(controller.signal).then(setDemo, () => {
      // Unknown is the same as no: the line stays hidden.
    });
    return () => controller.abort();
  }, []);
  return isDemo;
};
