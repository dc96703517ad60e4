# The audit variant of the libraries, for card authors (docs/decisions.md
# D21): every library a strata program links besides its cards, compiled a
# second time with STRATA_AUDIT=1 as <name>_audit, and installed and
# exported beside the normal ones (Strata::strata_runtime_audit, ...).
# strata_add_strata_tool(<target> AUDIT ...) and
# strata_add_card_registry(<target> AUDIT ...) (cmake/StrataCards.cmake)
# link them, and the audit variant of each card library.
#
# The define is PUBLIC on strata_runtime_audit and changes ObjectView's
# layout and every accessor, so a program links the audit variants only:
# each twin links the twins of the libraries its original links.
#
# In an audit build (STRATA_AUDIT=ON) the libraries are already the audit
# ones: no twins, and AUDIT links the libraries themselves.
if(STRATA_AUDIT)
  return()
endif()

# The libraries that get a twin, each after those it links.
set(_StrataAuditTwinned
  strata_runtime strata_layers strata_game strata_cards_api strata_scenario strata_service
  strata_cli)

# <Lib>, or its twin when it has one; $<LINK_ONLY:...> kept around it.
function(_strata_audit_link_item Out Item)
  if(Item IN_LIST _StrataAuditTwinned)
    set(${Out} ${Item}_audit PARENT_SCOPE)
  elseif(Item MATCHES "^\\$<LINK_ONLY:(.*)>$" AND CMAKE_MATCH_1 IN_LIST _StrataAuditTwinned)
    set(${Out} "$<LINK_ONLY:${CMAKE_MATCH_1}_audit>" PARENT_SCOPE)
  else()
    set(${Out} "${Item}" PARENT_SCOPE)
  endif()
endfunction()

# <Target>_audit: the same sources, include directories, definitions,
# features and options as <Target>, linking the twins of what it links.
# Items only this build's targets link ($<BUILD_INTERFACE:...>: the pool's
# registry, strata_scenario's) are left out: the installed libraries leave
# the cards to the program.
function(_strata_audit_twin Target)
  set(Twin ${Target}_audit)
  get_target_property(Dir ${Target} SOURCE_DIR)
  get_target_property(Sources ${Target} SOURCES)
  set(Abs "")
  foreach(S IN LISTS Sources)
    get_filename_component(A ${S} ABSOLUTE BASE_DIR ${Dir})
    list(APPEND Abs ${A})
  endforeach()
  add_library(${Twin} STATIC ${Abs})
  foreach(Prop INCLUDE_DIRECTORIES COMPILE_DEFINITIONS COMPILE_OPTIONS COMPILE_FEATURES
               INTERFACE_INCLUDE_DIRECTORIES INTERFACE_SYSTEM_INCLUDE_DIRECTORIES
               INTERFACE_COMPILE_DEFINITIONS INTERFACE_COMPILE_OPTIONS
               INTERFACE_COMPILE_FEATURES INTERFACE_LINK_OPTIONS)
    get_target_property(Value ${Target} ${Prop})
    if(Value)
      set_property(TARGET ${Twin} PROPERTY ${Prop} "${Value}")
    endif()
  endforeach()
  foreach(Prop LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
    get_target_property(Items ${Target} ${Prop})
    if(NOT Items)
      set(Items "")
    endif()
    set(Mapped "")
    foreach(Item IN LISTS Items)
      if(Item MATCHES "^\\$<BUILD_INTERFACE:")
        continue()
      endif()
      _strata_audit_link_item(M "${Item}")
      list(APPEND Mapped "${M}")
    endforeach()
    set_property(TARGET ${Twin} PROPERTY ${Prop} "${Mapped}")
  endforeach()
  # Generated headers the original waits for (StrataAbi.h), the twin too.
  get_target_property(Deps ${Target} MANUALLY_ADDED_DEPENDENCIES)
  if(Deps)
    add_dependencies(${Twin} ${Deps})
  endif()
  # LLVM's headers stay system headers, as in the original (no warnings).
  if(LLVM IN_LIST Mapped)
    target_include_directories(${Twin} SYSTEM PRIVATE ${LLVM_INCLUDE_DIRS})
  endif()
endfunction()

foreach(Target IN LISTS _StrataAuditTwinned)
  _strata_audit_twin(${Target})
endforeach()
target_compile_definitions(strata_runtime_audit PUBLIC STRATA_AUDIT=1)

# The pool's audit variant (made by strata_add_card_library, built only on
# demand for authors' libraries) is built and installed with the package.
set_target_properties(strata_card_pool_audit PROPERTIES EXCLUDE_FROM_ALL OFF)
