# Card libraries, card registries and the strata tool, for this repository
# and for card authors alike: this file is installed beside StrataConfig.cmake
# (lib/cmake/Strata/) and the installed package includes it, so there is one
# implementation. Targets are named through _strata_target(): the imported
# Strata::x when it exists (an author's project), else this build's x.
#
# strata_add_card_library(<target> [MODULE] [WARNINGS_AS_ERRORS] [PER_CARD]
#                         CARDS <file.cpp>... [INCLUDE_DIRS <dir>...])
#   A card set: every card file is one card class named after the file.
#   The card objects are compiled by stratac itself (`stratac --compile`,
#   the target's compiler launcher, docs/decisions.md D67): clang compiles
#   each translation unit with the build's own flags and, from the same
#   parse, stratac writes the effect facts beside the object and checks the
#   generated code against them. `stratac --link` then checks the objects'
#   facts together and generates the data the library compiles in. One
#   unity translation unit by default (one parse of the standard headers
#   instead of one per card, D4); with PER_CARD, card by card (an edit costs
#   one card, a full build much more; D47). The library
#   defines strata::cards::sets::<set>(), <set> being the target name made a
#   C identifier (its STRATA_CARD_SET property), and not allCards()/findCard().
#
#   It also makes <target>_audit, the same cards and the same generated
#   metadata compiled against the audit variant of the libraries
#   (cmake/StrataAuditVariant.cmake, docs/decisions.md D21), built only when
#   an AUDIT registry or tool links it. In an audit build of Strata
#   (STRATA_AUDIT=ON) the libraries are the audit ones: <target> is its own
#   audit variant and there is no twin.
#
#   Warnings (errors with WARNINGS_AS_ERRORS): a .cpp file in a card's folder
#   that CARDS leaves out (at configure time), an effect that no card's
#   AbilityTypes/EffectTypes list names (stratac --card-library).
#
#   MODULE (what strata_add_cards gives): also <target>.cards.so and
#   <target>.audit-cards.so (targets <target>_module, <target>_audit_module),
#   the cards as modules any strata program loads at run time with --cards
#   or STRATA_CARD_PATH (strata/cards/CardModule.h, docs/decisions.md D45).
#
# strata_add_card_registry(<target> [AUDIT] CARD_LIBRARIES <card library>...)
#   A static library defining strata::cards::allCards() and findCard() over
#   the cards of the given card sets (two cards with one name: the program
#   stops, naming both sets). A program links exactly one registry. AUDIT:
#   over the card libraries' audit variants.
#
# strata_add_strata_tool(<target> [AUDIT] CARD_LIBRARIES <card library>...
#                        | REGISTRY <registry target>)
#   The strata command (check, explain, cards, play...) with these cards.
#   AUDIT: built on the audit variant, with the audit variant of each card
#   library given (the same cards): every filter, condition and apply call
#   is checked against the generated metadata, and `strata check --audit`
#   lists what ran (docs/authoring.md). The program exports its engine, so
#   it can load card modules (--cards).
#
# strata_add_cards(<target> SOURCES <card.cpp>... [INCLUDE_DIRS <dir>...]
#                  [WARNINGS_AS_ERRORS] [UNITY])
#   The card author's spelling of strata_add_card_library(... MODULE
#   PER_CARD ...): per card unless UNITY.
#
# strata_add_scenarios(<test> PATHS <file or folder>... [AUDIT]
#                      [CARDS <card library>...] [WORKING_DIRECTORY <dir>])
#   A CTest test running `strata check` on the scenario files and folders
#   (relative to the current source folder) with the modules of the card
#   libraries given (strata_add_cards targets) loaded by --cards. AUDIT:
#   `strata-audit check --audit` with their audit modules. The strata is the
#   installed one (Strata::strata) in an author's project, this build's here.

# Where this file lives: the card library's binding source is found from it.
set(_STRATA_CARDS_MODULE_DIR ${CMAKE_CURRENT_LIST_DIR})

function(_strata_target Out Name)
  if(TARGET Strata::${Name})
    set(${Out} Strata::${Name} PARENT_SCOPE)
  else()
    set(${Out} ${Name} PARENT_SCOPE)
  endif()
endfunction()

# Whether the libraries are themselves the audit ones: this build, or the
# installed package, was made with STRATA_AUDIT=ON.
function(_strata_audit_build Out)
  _strata_target(Runtime strata_runtime)
  get_target_property(Defs ${Runtime} INTERFACE_COMPILE_DEFINITIONS)
  if("STRATA_AUDIT=1" IN_LIST Defs)
    set(${Out} TRUE PARENT_SCOPE)
  else()
    set(${Out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# The library <Name> (strata_cli, ...) a program links: its audit variant
# (cmake/StrataAuditVariant.cmake) when <Audit> is true, unless the
# libraries are the audit ones already.
function(_strata_library Out Name Audit)
  _strata_audit_build(Whole)
  if(Audit AND NOT Whole)
    set(Name ${Name}_audit)
  endif()
  _strata_target(T ${Name})
  set(${Out} ${T} PARENT_SCOPE)
endfunction()

# Card library <Lib> as an AUDIT registry links it (<Audit> true): its audit
# variant; else <Lib>, which must not be an audit variant (ObjectView would
# have two layouts in one program).
function(_strata_card_library_for Out Lib Audit Context)
  _strata_audit_build(Whole)
  get_target_property(IsAudit ${Lib} STRATA_AUDIT)
  if(Whole OR (IsAudit AND Audit))
    set(${Out} ${Lib} PARENT_SCOPE)
  elseif(IsAudit)
    message(FATAL_ERROR "${Context}: ${Lib} is an audit variant; list the card library "
                        "itself, or give AUDIT")
  elseif(NOT Audit)
    set(${Out} ${Lib} PARENT_SCOPE)
  else()
    get_target_property(Variant ${Lib} STRATA_AUDIT_VARIANT)
    if(NOT Variant)
      message(FATAL_ERROR "${Context}: ${Lib} has no audit variant (card libraries made by "
                          "strata_add_cards or strata_add_card_library have one)")
    endif()
    _strata_target(T ${Variant})
    set(${Out} ${T} PARENT_SCOPE)
  endif()
endfunction()

# A .cpp file in a card's folder that the card list leaves out is most
# likely a card someone forgot to list: it would never build. A warning
# (an error with WARNINGS_AS_ERRORS); re-checked when the folder changes.
function(_strata_check_card_folders Target AsErrors)
  set(Given "")
  set(Dirs "")
  foreach(Card IN LISTS ARGN)
    get_filename_component(Abs ${Card} ABSOLUTE)
    get_filename_component(Dir ${Abs} DIRECTORY)
    list(APPEND Given ${Abs})
    list(APPEND Dirs ${Dir})
  endforeach()
  list(REMOVE_DUPLICATES Dirs)
  foreach(Dir IN LISTS Dirs)
    file(GLOB Present CONFIGURE_DEPENDS ${Dir}/*.cpp)
    foreach(File IN LISTS Present)
      if(NOT File IN_LIST Given)
        string(CONCAT Message "${Target}: ${File} is in the folder of its cards but not in "
                              "its list (SOURCES/CARDS), so it is not built; add it, or move "
                              "it elsewhere")
        if(AsErrors)
          message(SEND_ERROR "${Message}")
        else()
          message(WARNING "${Message}")
        endif()
      endif()
    endforeach()
  endforeach()
endfunction()

function(strata_add_card_library Target)
  cmake_parse_arguments(ARG "MODULE;WARNINGS_AS_ERRORS;PER_CARD;UNITY" "" "CARDS;INCLUDE_DIRS"
                        ${ARGN})
  if(NOT ARG_CARDS)
    message(FATAL_ERROR "strata_add_card_library(${Target}): no CARDS given")
  endif()
  if(ARG_PER_CARD AND ARG_UNITY)
    message(FATAL_ERROR "strata_add_card_library(${Target}): PER_CARD or UNITY, not both")
  endif()
  _strata_check_card_folders(${Target} "${ARG_WARNINGS_AS_ERRORS}" ${ARG_CARDS})
  set(StratacFlags --card-library)
  if(ARG_WARNINGS_AS_ERRORS)
    list(APPEND StratacFlags --warnings-as-errors)
  endif()
  set(Gen ${CMAKE_CURRENT_BINARY_DIR}/${Target}_gen)
  file(MAKE_DIRECTORY ${Gen})
  string(MAKE_C_IDENTIFIER "${Target}" Set)

  # Cards see the card API, the layer engine's and the game engine's
  # headers (scripts for spells and abilities).
  _strata_target(Runtime strata_runtime)
  _strata_target(Layers strata_layers)
  _strata_target(Game strata_game)
  _strata_target(Api strata_cards_api)
  _strata_target(Stratac stratac)
  set(Includes $<TARGET_PROPERTY:${Runtime},INTERFACE_INCLUDE_DIRECTORIES>
               $<TARGET_PROPERTY:${Layers},INTERFACE_INCLUDE_DIRECTORIES>
               $<TARGET_PROPERTY:${Game},INTERFACE_INCLUDE_DIRECTORIES>
               $<TARGET_PROPERTY:${Api},INTERFACE_INCLUDE_DIRECTORIES>
               ${ARG_INCLUDE_DIRS})
  # An imported stratac is a file; this build's is a target to build first.
  get_target_property(StratacImported ${Stratac} IMPORTED)
  if(StratacImported)
    set(StratacDep $<TARGET_FILE:${Stratac}>)
  else()
    set(StratacDep ${Stratac})
  endif()

  if(ARG_PER_CARD)
    _strata_per_card_sources(Sources ${Target} ${Set} "${Gen}" ${ARG_CARDS})
  else()
    _strata_unity_sources(Sources ${Target} "${Gen}" ${ARG_CARDS})
  endif()
  # stratac compiles the cards (the facts come from the parse that makes
  # the object), so it is built first and objects are rebuilt when it
  # changes.
  set(Launcher $<TARGET_FILE:${Stratac}> --compile ${StratacFlags})
  # (OBJECT_DEPENDS takes no generator expression: the file's path.)
  if(StratacImported)
    get_target_property(StratacFile ${Stratac} LOCATION)
  else()
    get_target_property(StratacDir ${Stratac} RUNTIME_OUTPUT_DIRECTORY)
    set(StratacFile ${StratacDir}/stratac)
  endif()
  set_source_files_properties(${Sources} PROPERTIES OBJECT_DEPENDS ${StratacFile})

  # The cards compiled once, position-independent, for the static library
  # and the module alike. Hidden: a card module's functions bind to its own
  # definitions, which stratac analysed, never to another's of the same name.
  add_library(${Target}_objects OBJECT ${Sources})
  _strata_card_objects(${Target}_objects "${Launcher}" "${StratacDep}" "${Gen}" ${Set}
                       ${Api} "${ARG_INCLUDE_DIRS}")
  _strata_facts_data(${Target}_objects ${Gen}/FactsData.cpp ${Gen}/EffectFacts.json
                     "${StratacDep}")
  add_library(${Target} STATIC $<TARGET_OBJECTS:${Target}_objects> ${Gen}/FactsData.cpp)
  target_link_libraries(${Target} PUBLIC ${Api})
  set_target_properties(${Target} PROPERTIES
    STRATA_CARD_SET ${Set}
    STRATA_FACTS_JSON ${Gen}/EffectFacts.json
    EXPORT_PROPERTIES "STRATA_CARD_SET;STRATA_AUDIT;STRATA_AUDIT_VARIANT")

  # The audit variant: the same sources on the audit libraries, compiled
  # and analysed again (the audit's headers are another program), with
  # facts data of its own. Built only when something links it.
  _strata_audit_build(Whole)
  if(Whole)
    set_target_properties(${Target} PROPERTIES STRATA_AUDIT ON)
  else()
    _strata_library(ApiAudit strata_cards_api TRUE)
    add_library(${Target}_audit_objects OBJECT EXCLUDE_FROM_ALL ${Sources})
    _strata_card_objects(${Target}_audit_objects "${Launcher}" "${StratacDep}" "${Gen}"
                         ${Set} ${ApiAudit} "${ARG_INCLUDE_DIRS}")
    _strata_facts_data(${Target}_audit_objects ${Gen}/FactsDataAudit.cpp
                       ${Gen}/EffectFactsAudit.json "${StratacDep}")
    add_library(${Target}_audit STATIC EXCLUDE_FROM_ALL
                $<TARGET_OBJECTS:${Target}_audit_objects> ${Gen}/FactsDataAudit.cpp)
    target_link_libraries(${Target}_audit PUBLIC ${ApiAudit})
    set_target_properties(${Target}_audit PROPERTIES
      STRATA_CARD_SET ${Set}
      STRATA_FACTS_JSON ${Gen}/EffectFactsAudit.json
      STRATA_AUDIT ON
      EXPORT_PROPERTIES "STRATA_CARD_SET;STRATA_AUDIT")
    set_target_properties(${Target} PROPERTIES STRATA_AUDIT_VARIANT ${Target}_audit)
  endif()

  if(ARG_MODULE)
    file(CONFIGURE OUTPUT ${Gen}/ModuleEntry.cpp CONTENT
"// Generated by CMake (strata_add_card_library MODULE). Do not edit.
#include \"strata/cards/CardModule.h\"
STRATA_CARD_MODULE_ENTRY(${Set})
")
    _strata_card_module(${Target}_module ${Target} ${Target}_objects "${Gen}" FALSE
                        "${Includes}" ${Gen}/FactsData.cpp)
    # In an author's project, the installed strata checks the cards' text
    # words as soon as the module is built (strata cards --check, CR
    # 612.2): warnings, errors with WARNINGS_AS_ERRORS.
    if(TARGET Strata::strata)
      set(CheckCommand $<TARGET_FILE:Strata::strata> cards --check --loaded
                       --cards $<TARGET_FILE:${Target}_module>)
      if(NOT ARG_WARNINGS_AS_ERRORS)
        set(CheckCommand sh -c "\"$0\" \"$@\" || true" ${CheckCommand})
      endif()
      add_custom_command(TARGET ${Target}_module POST_BUILD COMMAND ${CheckCommand}
                         VERBATIM)
    endif()
    # The audit twin; in a Strata built with STRATA_AUDIT=ON the library's
    # own objects are the audit ones, and both names exist, so the same
    # commands (--cards <lib>.cards.so, STRATA_CARD_PATH) work in either.
    if(Whole)
      _strata_card_module(${Target}_audit_module ${Target} ${Target}_objects "${Gen}"
                          TRUE "${Includes}" ${Gen}/FactsData.cpp)
    else()
      _strata_card_module(${Target}_audit_module ${Target} ${Target}_audit_objects "${Gen}"
                          TRUE "${Includes}" ${Gen}/FactsDataAudit.cpp)
    endif()
  endif()
endfunction()

# The card objects of <Objects>: compiled by `stratac --compile` (the
# launcher), seeing the card API of <Api> and the set's name. Cards see the
# game through CardGame.h only: STRATA_CARD_API_ONLY makes the engine's
# headers (Game.h, the layer engine's) an error in them (D122).
function(_strata_card_objects Objects Launcher StratacDep Gen Set Api IncludeDirs)
  # NO_SYSTEM_FROM_IMPORTED: an installed Strata's headers are not system
  # headers to stratac, which trusts those as the standard library's; the
  # effects they define (the keyword rules every card is bound with, D78)
  # are analysed as in this repository's own build.
  set_target_properties(${Objects} PROPERTIES
    NO_SYSTEM_FROM_IMPORTED ON
    POSITION_INDEPENDENT_CODE ON
    CXX_COMPILER_LAUNCHER "${Launcher}"
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_include_directories(${Objects} PRIVATE ${Gen} ${IncludeDirs})
  target_compile_definitions(${Objects} PRIVATE STRATA_CARD_SET=${Set} STRATA_CARD_API_ONLY=1)
  target_link_libraries(${Objects} PRIVATE ${Api})
  if(TARGET ${StratacDep})
    add_dependencies(${Objects} ${StratacDep})
  endif()
endfunction()

# <Data>: the facts of <Objects>' objects checked together and turned into
# the data defining FactsOf<E, P>::Value (`stratac --link`), and <Json>, the
# same facts with source positions.
function(_strata_facts_data Objects Data Json StratacDep)
  _strata_target(Stratac stratac)
  add_custom_command(
    OUTPUT ${Data} ${Json}
    COMMAND $<TARGET_FILE:${Stratac}> --link -o ${Data} --json ${Json}
            $<TARGET_OBJECTS:${Objects}>
    DEPENDS ${StratacDep} $<TARGET_OBJECTS:${Objects}>
    COMMENT "stratac: checking and gathering the facts of ${Objects}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
endfunction()

# The source of a library compiled as one unity translation unit (D4): one
# parse and one compile for all its cards, the fastest full build. It
# includes every card, then the binding (CardLibrary.cpp), which lists them.
function(_strata_unity_sources OutSources Target Gen)
  # The binding source: installed next to this file, or in the source tree.
  if(EXISTS ${_STRATA_CARDS_MODULE_DIR}/CardLibrary.cpp)
    set(Binding ${_STRATA_CARDS_MODULE_DIR}/CardLibrary.cpp)
  else()
    get_filename_component(Binding ${_STRATA_CARDS_MODULE_DIR}/../cards/src/CardLibrary.cpp
                           ABSOLUTE)
  endif()
  # The unity TU and the card list, written at configure time only when
  # their content changes.
  set(Unity "// Generated by CMake (strata_add_card_library). Do not edit.\n")
  set(List "// Generated by CMake (strata_add_card_library). Do not edit.\n")
  foreach(Card IN LISTS ARGN)
    get_filename_component(Abs ${Card} ABSOLUTE)
    get_filename_component(Name ${Card} NAME_WE)
    string(APPEND Unity "#include \"${Abs}\"\n")
    string(APPEND List "STRATA_CARD(${Name})\n")
  endforeach()
  string(APPEND Unity "#include \"${Binding}\"\n")
  file(CONFIGURE OUTPUT ${Gen}/AllCards.cpp CONTENT "${Unity}")
  file(CONFIGURE OUTPUT ${Gen}/CardList.inc CONTENT "${List}")
  set(${OutSources} ${Gen}/AllCards.cpp PARENT_SCOPE)
endfunction()

# The sources of a library compiled card by card: editing one card
# recompiles (and re-analyses) it alone (D47). Each card gets its binding
# (<Name>.cpp: the card, then strata::cards::sets::<set>_cards::<Name>()
# defined by describeCard<>()); CardSet.cpp gathers them.
function(_strata_per_card_sources OutSources Target Set Gen)
  file(MAKE_DIRECTORY ${Gen}/cards)
  set(Sources "")
  set(Decls "")
  set(Calls "")
  foreach(Card IN LISTS ARGN)
    get_filename_component(Abs ${Card} ABSOLUTE)
    get_filename_component(Name ${Card} NAME_WE)
    file(CONFIGURE OUTPUT ${Gen}/cards/${Name}.cpp CONTENT
"// Generated by CMake (strata_add_card_library PER_CARD). Do not edit.
// The card, then its binding: describeCard<>() refers to FactsOf<Effect,
// Part>::Value for every part, which only the facts stratac made from this
// very object define, so an unanalysed card fails to link.
#include \"${Abs}\"
#include \"strata/game/Keywords.h\"

namespace strata::cards::sets::${Set}_cards {
const runtime::CardDef *${Name}() { return &game::describeCard<strata::cards::${Name}>(); }
} // namespace strata::cards::sets::${Set}_cards
")
    list(APPEND Sources ${Gen}/cards/${Name}.cpp)
    string(APPEND Decls "const runtime::CardDef *${Name}();\n")
    string(APPEND Calls "        ${Set}_cards::${Name}(),\n")
  endforeach()
  file(CONFIGURE OUTPUT ${Gen}/CardSet.cpp @ONLY CONTENT
"// Generated by CMake (strata_add_card_library PER_CARD). Do not edit.
#include \"strata/cards/CardRegistry.h\"

#include <algorithm>
#include <vector>

namespace strata::cards::sets {
namespace ${Set}_cards {
${Decls}} // namespace ${Set}_cards

CardSpan ${Set}() {
  static const std::vector<const runtime::CardDef *> Cards = [] {
    std::vector<const runtime::CardDef *> V = {
${Calls}    };
    std::sort(V.begin(), V.end(), [](auto *A, auto *B) { return A->Face.Name < B->Face.Name; });
    return V;
  }();
  return Cards;
}
} // namespace strata::cards::sets
")
  list(APPEND Sources ${Gen}/CardSet.cpp)
  set(${OutSources} ${Sources} PARENT_SCOPE)
endfunction()

# <Module>: card library <Lib>'s cards as a module strata loads at run time
# (<Lib>.cards.so, or <Lib>.audit-cards.so for the audit variant;
# strata/cards/CardModule.h): the library's objects, their facts <Data> and
# the entry point,
# linking none of Strata's libraries: the engine it calls is the loading
# program's (strata_add_strata_tool exports it), so the process has one
# engine.
function(_strata_card_module Module Lib Objects Gen Audit Includes Data)
  _strata_library(Runtime strata_runtime ${Audit})
  add_library(${Module} MODULE $<TARGET_OBJECTS:${Objects}> ${Gen}/ModuleEntry.cpp ${Data})
  target_include_directories(${Module} PRIVATE ${Includes})
  target_compile_definitions(${Module} PRIVATE
    $<TARGET_PROPERTY:${Runtime},INTERFACE_COMPILE_DEFINITIONS>)
  target_compile_features(${Module} PRIVATE cxx_std_20)
  if(Audit) # what the audit programs look for in STRATA_CARD_PATH (CardModule.h)
    set(Suffix .audit-cards.so)
  else()
    set(Suffix .cards.so)
  endif()
  set_target_properties(${Module} PROPERTIES PREFIX "" OUTPUT_NAME ${Lib} SUFFIX ${Suffix})
endfunction()

function(strata_add_card_registry Target)
  cmake_parse_arguments(ARG "AUDIT" "" "CARD_LIBRARIES" ${ARGN})
  if(NOT ARG_CARD_LIBRARIES)
    message(FATAL_ERROR "strata_add_card_registry(${Target}): no CARD_LIBRARIES given")
  endif()
  set(Decls "")
  set(Sets "")
  set(Libs "")
  foreach(Given IN LISTS ARG_CARD_LIBRARIES)
    if(NOT TARGET ${Given})
      message(FATAL_ERROR "strata_add_card_registry(${Target}): ${Given} is not a target")
    endif()
    _strata_card_library_for(Lib ${Given} "${ARG_AUDIT}" "strata_add_card_registry(${Target})")
    list(APPEND Libs ${Lib})
    get_target_property(Set ${Lib} STRATA_CARD_SET)
    if(NOT Set)
      message(FATAL_ERROR "strata_add_card_registry(${Target}): ${Lib} is not a "
                          "card library (strata_add_card_library/strata_add_cards)")
    endif()
    string(APPEND Decls "CardSpan ${Set}();\n")
    string(APPEND Sets "    {\"${Lib} (built in)\", &sets::${Set}},\n")
  endforeach()
  set(Gen ${CMAKE_CURRENT_BINARY_DIR}/${Target}_gen)
  file(CONFIGURE OUTPUT ${Gen}/CardRegistry.cpp @ONLY CONTENT
"// Generated by CMake (strata_add_card_registry). Do not edit.
#include \"strata/cards/CardRegistry.h\"

namespace strata::cards {
namespace sets {
@Decls@} // namespace sets

static CardRegistry &registry() {
  static CardRegistry R({
@Sets@  });
  return R;
}

std::span<const runtime::CardDef *const> allCards() { return registry().all(); }
const runtime::CardDef *findCard(std::string_view Name) { return registry().find(Name); }
std::string addCardLibrary(std::string_view Library, CardSpan Cards) {
  return registry().add(Library, Cards);
}
std::string_view cardLibraryOf(std::string_view Name) { return registry().libraryOf(Name); }

} // namespace strata::cards
")
  # The libraries go into one program, where the linker keeps one copy of
  # each inline function across them: every body their facts followed must
  # agree (D70). Libraries built here only: an installed one's facts stay
  # in its build.
  set(Jsons "")
  foreach(Lib IN LISTS Libs)
    get_target_property(Imported ${Lib} IMPORTED)
    get_target_property(Json ${Lib} STRATA_FACTS_JSON)
    if(NOT Imported AND Json)
      list(APPEND Jsons ${Json})
    endif()
  endforeach()
  list(LENGTH Jsons NumJsons)
  if(NumJsons GREATER 1)
    _strata_target(Stratac stratac)
    add_custom_command(
      OUTPUT ${Gen}/LibrariesAgree.txt
      COMMAND $<TARGET_FILE:${Stratac}> --check-libraries -o ${Gen}/LibrariesAgree.txt ${Jsons}
      DEPENDS ${Stratac} ${Jsons} ${Libs}
      COMMENT "stratac: checking that the card libraries of ${Target} agree"
      VERBATIM)
    set_source_files_properties(${Gen}/CardRegistry.cpp PROPERTIES
      OBJECT_DEPENDS ${Gen}/LibrariesAgree.txt)
  endif()
  add_library(${Target} STATIC ${Gen}/CardRegistry.cpp)
  target_link_libraries(${Target} PUBLIC ${Libs})
  _strata_audit_build(Whole)
  if(ARG_AUDIT OR Whole)
    set_target_properties(${Target} PROPERTIES STRATA_AUDIT ON)
  endif()
endfunction()

function(strata_add_strata_tool Target)
  cmake_parse_arguments(ARG "AUDIT" "REGISTRY" "CARD_LIBRARIES" ${ARGN})
  if(NOT ARG_REGISTRY)
    set(ARG_REGISTRY ${Target}_registry)
    if(ARG_AUDIT)
      strata_add_card_registry(${ARG_REGISTRY} AUDIT CARD_LIBRARIES ${ARG_CARD_LIBRARIES})
    else()
      strata_add_card_registry(${ARG_REGISTRY} CARD_LIBRARIES ${ARG_CARD_LIBRARIES})
    endif()
  endif()
  # The registry's cards and the program's libraries agree on the audit.
  _strata_audit_build(Whole)
  get_target_property(RegistryAudit ${ARG_REGISTRY} STRATA_AUDIT)
  if(NOT Whole AND ARG_AUDIT AND NOT RegistryAudit)
    message(FATAL_ERROR "strata_add_strata_tool(${Target} AUDIT): ${ARG_REGISTRY} is not "
                        "an audit registry (strata_add_card_registry(... AUDIT ...))")
  elseif(NOT Whole AND NOT ARG_AUDIT AND RegistryAudit)
    message(FATAL_ERROR "strata_add_strata_tool(${Target}): ${ARG_REGISTRY} is an audit "
                        "registry; give AUDIT")
  endif()
  set(Gen ${CMAKE_CURRENT_BINARY_DIR}/${Target}_gen)
  file(CONFIGURE OUTPUT ${Gen}/StrataMain.cpp CONTENT
"// Generated by CMake (strata_add_strata_tool). Do not edit.
namespace strata::tool {
int main(int Argc, char **Argv);
}
int main(int Argc, char **Argv) { return strata::tool::main(Argc, Argv); }
")
  _strata_library(Cli strata_cli "${ARG_AUDIT}")
  add_executable(${Target} ${Gen}/StrataMain.cpp)
  target_link_libraries(${Target} PRIVATE ${Cli} ${ARG_REGISTRY})
  # Card modules (--cards, STRATA_CARD_PATH) call this program's engine:
  # its libraries go in whole and their symbols are exported.
  set(Engine "")
  foreach(Name strata_runtime strata_layers strata_game strata_cards_api)
    _strata_library(L ${Name} "${ARG_AUDIT}")
    list(APPEND Engine $<TARGET_FILE:${L}>)
  endforeach()
  list(JOIN Engine "," Engine)
  target_link_options(${Target} PRIVATE "LINKER:--whole-archive,${Engine},--no-whole-archive")
  set_target_properties(${Target} PROPERTIES ENABLE_EXPORTS ON)
endfunction()

function(strata_add_cards Target)
  cmake_parse_arguments(ARG "WARNINGS_AS_ERRORS;UNITY" "" "SOURCES;INCLUDE_DIRS" ${ARGN})
  set(Flags MODULE)
  if(ARG_WARNINGS_AS_ERRORS)
    list(APPEND Flags WARNINGS_AS_ERRORS)
  endif()
  if(NOT ARG_UNITY)
    list(APPEND Flags PER_CARD)
  endif()
  strata_add_card_library(${Target} ${Flags} CARDS ${ARG_SOURCES}
                          INCLUDE_DIRS ${ARG_INCLUDE_DIRS})
endfunction()

function(strata_add_scenarios Test)
  cmake_parse_arguments(ARG "AUDIT" "WORKING_DIRECTORY" "PATHS;CARDS" ${ARGN})
  if(NOT ARG_PATHS)
    message(FATAL_ERROR "strata_add_scenarios(${Test}): no PATHS given")
  endif()
  if(NOT ARG_WORKING_DIRECTORY)
    set(ARG_WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR})
  endif()
  if(ARG_AUDIT)
    _strata_target(Strata strata-audit)
    set(Check check --audit)
    set(Kind _audit_module)
  else()
    _strata_target(Strata strata)
    set(Check check)
    set(Kind _module)
  endif()
  set(Loads "")
  foreach(Lib IN LISTS ARG_CARDS)
    if(NOT TARGET ${Lib}${Kind})
      message(FATAL_ERROR "strata_add_scenarios(${Test}): ${Lib} is not a card library made "
                          "by strata_add_cards (no ${Lib}${Kind})")
    endif()
    list(APPEND Loads --cards $<TARGET_FILE:${Lib}${Kind}>)
  endforeach()
  add_test(NAME ${Test} COMMAND $<TARGET_FILE:${Strata}> ${Check} ${Loads} ${ARG_PATHS}
           WORKING_DIRECTORY ${ARG_WORKING_DIRECTORY})
endfunction()
