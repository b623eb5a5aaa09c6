/**
 * HardwareHub's mutual NDA, in plain English: the starting text an owner edits before saving a first
 * version. Mutual, because in a hardware partnership both sides disclose (designs one way, processes
 * and pricing the other). The governing law is left for the owner to fill in: it depends on where the
 * parties are, and no single choice is right for every member.
 */
export function mutualNdaTemplate({ projectName, ownerName }: { projectName: string; ownerName: string }): string {
  return `MUTUAL NON-DISCLOSURE AGREEMENT

Project: ${projectName}

1. Parties
This agreement is between ${ownerName}, the owner of the project named above on HardwareHub (the "Owner"), and the HardwareHub member who signs it electronically below (the "Partner"). Each is a "Party"; a Party sharing information is the "Discloser" and a Party receiving it is the "Recipient". Both Parties may be Discloser and Recipient.

2. Purpose
The Parties want to discuss and evaluate working together on the project (the "Purpose"). This agreement protects the information they share for the Purpose.

3. Confidential Information
"Confidential Information" means any information the Discloser shares with the Recipient for the Purpose, in any form, that is marked or described as confidential or that a reasonable person would understand to be confidential. It includes the project's files, drawings, CAD models, schematics, specifications, source code, bills of materials, prototypes, samples, test results, costs, prices, suppliers, customers, business plans, and the project details the Owner marks as confidential on HardwareHub.

4. Obligations
The Recipient will:
(a) use the Confidential Information only for the Purpose;
(b) not disclose it to anyone except its employees, contractors and professional advisers who need to know it for the Purpose and who are bound by confidentiality duties at least as protective as this agreement (the Recipient is responsible for their compliance);
(c) protect it with at least the care it uses for its own confidential information, and never less than reasonable care;
(d) not copy it except as needed for the Purpose, and not reverse engineer, decompile or analyse the composition of any prototype, sample or software received, except as the Discloser agrees in writing;
(e) tell the Discloser promptly on learning of any unauthorised use or disclosure.

5. Exclusions
These obligations do not apply to information that the Recipient can show:
(a) is or becomes public through no fault of the Recipient;
(b) the Recipient already lawfully knew, free of any duty of confidence, before receiving it;
(c) the Recipient lawfully receives from a third party who is free to share it; or
(d) the Recipient develops independently, without using the Confidential Information.
If the law, a court or a regulator requires the Recipient to disclose Confidential Information, it may do so to the extent required, after giving the Discloser prompt notice where lawful so that the Discloser can seek protection.

6. Term
This agreement starts when the Partner signs it. Either Party may end the discussions at any time by telling the other. The obligations in this agreement continue for three (3) years after the last disclosure of Confidential Information, and for trade secrets for as long as the information remains a trade secret under the applicable law.

7. Return or destruction
When the discussions end, or earlier on the Discloser's written request, the Recipient will promptly return or destroy the Confidential Information, including copies and notes containing it, and confirm this in writing if asked. The Recipient may keep copies that its automatic backups hold or that the law requires it to keep; these stay confidential under this agreement.

8. No licence, no obligation
All Confidential Information remains the property of the Discloser. Nothing in this agreement grants the Recipient any licence or right to any patent, copyright, design, trade secret or other intellectual property, except the limited right to use the Confidential Information for the Purpose. Neither Party must share any particular information or enter into any further agreement. Confidential Information is provided "as is", without warranty.

9. Remedies
Unauthorised use or disclosure may cause harm that money alone cannot remedy, so the Discloser may seek an injunction or other equitable relief in addition to any other remedy.

10. General
This agreement is the Parties' entire agreement about its subject and replaces any earlier discussion of it. It may be changed only in writing signed by both Parties. If any part is found unenforceable, the rest remains in force. Neither Party may transfer this agreement without the other's written consent. The Parties agree that typing a full name and clicking to sign on HardwareHub is a valid electronic signature.

11. Governing law
This agreement is governed by the laws of [STATE / COUNTRY: to be completed by the Owner], and the courts of [CITY, STATE / COUNTRY: to be completed by the Owner] have exclusive jurisdiction over any dispute arising from it.
`;
}
