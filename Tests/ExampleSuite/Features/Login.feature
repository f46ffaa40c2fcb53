@login
Feature: Logging in
  People log in with a username and a password. The mock API, keyed by each test's UUID,
  decides whether the server accepts them.

  Background:
    Given I am on the login screen
    And the prompt says "Please log in"

  @smoke
  Scenario: Logging in with a password
    Given the server accepts logins
    When I type "Someone" into the username field
    And I type the password "correct horse"
    Then the password field shows 13 bullets
    When I log in
    Then I see my profile
    And my profile says I am "Someone", logged in with password

  Scenario: Logging in when the server is failing
    Given the server is failing
    When I type "Someone" into the username field
    And I type the password "correct horse"
    And I log in
    Then I see the alert "Login failed" saying "Server error"
    When I dismiss the alert "Login failed"
    Then I am on the login screen
    But I do not see my profile
