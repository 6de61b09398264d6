// parse-address ships no types: the one function used here.
declare module 'parse-address' {
  interface Location {
    number?: string;
    street?: string;
    city?: string;
    state?: string;
    zip?: string;
  }
  const parser: { parseLocation(text: string): Location | null };
  export default parser;
}
