/** it strings of the "adminContent" namespace (issue 14). */
export default {
  title: "x",
} as const;
