/** A document's customer in one line (the configurator's banner): the contact's name and, when it has one, the company. */
export const customerOf = ({ ContactName, CompanyName }: { ContactName: string; CompanyName: string }): string =>
  [ContactName, CompanyName].filter((part) => part.trim() !== '').join(', ');
