import { Center, Loader } from '@mantine/core';

/** While the stored token's user loads, guards wait instead of redirecting too early. */
export function SessionLoading() {
  return (
    <Center mih="40vh" aria-busy data-testid="session-loading">
      <Loader type="dots" />
    </Center>
  );
}
