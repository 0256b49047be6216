// Third-party sites the pages link to, in one place so a moved address is fixed once.
// The spec names the NDicator information site without its address: this is a working value
// until the owner confirms it.

export const externalSites = {
  /**
   * Information site of NDicator, the stretch indicator printed on the X-SPAN nets
   * (docs/requirements.md §2 'Pallet wrapping').
   */
  ndicator: { name: "NDicator", url: "https://www.ndicator.com/" },
} as const;
