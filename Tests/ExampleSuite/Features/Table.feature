@table
Feature: The table
  The Table tab lists 30 rows in two sections of 15. Tapping a row opens its detail, which
  names the row and its section.

  Background:
    Given I open the table

  Scenario: Seeing the table
    Then the table has 30 rows
    And the section headers read:
      | Section numero 1 |
      | Section numero 2 |

  Scenario Outline: Opening row <row>
    When I scroll to row <row> and tap it
    Then I see the detail of row <row>
    And the detail says "You selected row <row>" in "<section>"
    When I go back
    Then I see the table

    Examples:
      | row | section          |
      | 3   | Section numero 1 |
      | 16  | Section numero 2 |
      | 28  | Section numero 2 |
