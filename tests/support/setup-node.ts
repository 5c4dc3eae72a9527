import 'fake-indexeddb/auto';
// The server loads zod/mini's English messages; tests of shared code assert some of them.
import '../../src/shared/zod-locale';
