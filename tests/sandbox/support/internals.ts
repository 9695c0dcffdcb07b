// What no answer of the sandbox may carry (decision 5 of the common rules; openapi.yaml
// x-envelope.failure): SQL, a stack frame, a table or column name.
export const INTERNALS = /Failed query|pass_hash|select "|at .*\.[mc]?[jt]s:\d+|syntax error|violates|"members"/i;
