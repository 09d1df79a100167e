/** it strings of the "adminCodes" namespace (issue 14). */
export default {
  title: "x",
} as const;
