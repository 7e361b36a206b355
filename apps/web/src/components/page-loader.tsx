import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded screen arrives. */
export function PageLoader() {
  return (
    <Center mih="40vh" w="100%">
      <Loader size="md" />
    </Center>
  );
}
