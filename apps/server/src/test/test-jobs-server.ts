import { serve } from '#server/serve';
import { registerTestJobs } from './test-jobs';

// The server with the test-only slow job kind: the restart tests kill it in the job's wait.
await serve({ registerJobs: (jobs, env) => registerTestJobs(jobs, env.DATA_DIR) });
