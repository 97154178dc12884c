// The system pages read answers as every screen does (lib/http/call-result.ts).
export { callResult, queryResult, runWrite } from '@/lib/http';
