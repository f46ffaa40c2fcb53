@calculator
Feature: Calculator
  A calculator in memory: the runner's own example of a feature file turned into tests by the
  GherkinFeatures plugin, under XCTest (CalculatorFeature) and Swift Testing (CalculatorTests).

  Background:
    Given a calculator showing 0

  Scenario: Adding
    When I add 2
    And I add 3
    Then it shows 5

  Scenario Outline: Multiplying <a> by <b>
    Given a calculator showing <a>
    When I multiply by <b>
    Then it shows <product>

    Examples:
      | a | b  | product |
      | 2 | 3  | 6       |
      | 7 | -1 | -7      |

  @slow
  Scenario: Summing a column
    When I add these numbers:
      | 1 |
      | 2 |
      | 3 |
    Then it shows 6
